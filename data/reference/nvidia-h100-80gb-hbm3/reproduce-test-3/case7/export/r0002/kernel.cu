
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
extern "C" __global__ void __launch_bounds__(34) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(34) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[17];
  __shared__ alignas(64) float pad_temp_shared_ptr[2166];
  __shared__ alignas(64) float kernel_shared_ptr[108];
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
  int cse_v1 = (((int)threadIdx.x) % 19);
  int cse_v2 = (((int)threadIdx.x) + 34);
  int cse_v3 = (((int)threadIdx.x) + 68);
  int cse_v4 = (((int)threadIdx.x) + 102);
  int cse_v5 = (((int)threadIdx.x) + 136);
  int cse_v6 = (((int)threadIdx.x) + 170);
  int cse_v7 = (((int)threadIdx.x) + 204);
  int cse_v8 = (((int)threadIdx.x) + 238);
  int cse_v9 = (((int)threadIdx.x) + 272);
  int cse_v10 = (((int)threadIdx.x) + 306);
  int cse_v11 = (((int)threadIdx.x) + 340);
  int cse_v12 = (((int)threadIdx.x) + 13);
  int cse_v13 = (((int)threadIdx.x) * 3);
  int cse_v18 = ((((int)threadIdx.x) / 19) * 17);
  int cse_v19 = ((((int)threadIdx.x) + 15) % 19);
  int cse_v20 = ((((int)threadIdx.x) + 11) % 19);
  int cse_v21 = ((((int)threadIdx.x) + 7) % 19);
  int cse_v22 = ((((int)threadIdx.x) + 3) % 19);
  int cse_v23 = ((((int)threadIdx.x) + 18) % 19);
  int cse_v24 = ((((int)threadIdx.x) + 14) % 19);
  int cse_v25 = ((((int)threadIdx.x) + 10) % 19);
  int cse_v26 = ((((int)threadIdx.x) + 6) % 19);
  int cse_v27 = ((((int)threadIdx.x) + 2) % 19);
  int cse_v28 = ((((int)threadIdx.x) + 340) % 361);
  int cse_v29 = ((((int)threadIdx.x) + 17) % 19);
  int cse_v30 = ((((int)threadIdx.x) + 13) % 19);
  int cse_v31 = ((((int)threadIdx.x) + 9) % 19);
  int cse_v32 = ((((int)threadIdx.x) + 5) % 19);
  int cse_v33 = ((((int)threadIdx.x) + 1) % 19);
  int cse_v34 = ((((int)threadIdx.x) + 16) % 19);
  int cse_v35 = ((((int)threadIdx.x) + 12) % 19);
  int cse_v36 = ((((int)threadIdx.x) + 8) % 19);
  int cse_v37 = ((((int)threadIdx.x) + 4) % 19);
  int cse_v38 = ((((int)threadIdx.x) % 6) * 3);
  int cse_v245 = (((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19));
  int cse_v246 = (((((int)threadIdx.x) + 34) / 19) * 17);
  int cse_v247 = (((((int)threadIdx.x) + 68) / 19) * 17);
  int cse_v248 = (((((int)threadIdx.x) + 102) / 19) * 17);
  int cse_v249 = (((((int)threadIdx.x) + 136) / 19) * 17);
  int cse_v250 = (((((int)threadIdx.x) + 170) / 19) * 17);
  int cse_v251 = (((((int)threadIdx.x) + 204) / 19) * 17);
  int cse_v252 = (((((int)threadIdx.x) + 238) / 19) * 17);
  int cse_v253 = (((((int)threadIdx.x) + 272) / 19) * 17);
  int cse_v254 = (((((int)threadIdx.x) + 306) / 19) * 17);
  int cse_v255 = (((((int)threadIdx.x) + 340) / 361) * 289);
  int cse_v256 = (((((int)threadIdx.x) + 13) / 19) * 17);
  int cse_v257 = (((((int)threadIdx.x) + 47) / 19) * 17);
  int cse_v258 = (((((int)threadIdx.x) + 81) / 19) * 17);
  int cse_v259 = (((((int)threadIdx.x) + 115) / 19) * 17);
  int cse_v260 = (((((int)threadIdx.x) + 149) / 19) * 17);
  int cse_v261 = (((((int)threadIdx.x) + 183) / 19) * 17);
  int cse_v262 = (((((int)threadIdx.x) + 217) / 19) * 17);
  int cse_v263 = (((((int)threadIdx.x) + 251) / 19) * 17);
  int cse_v264 = (((((int)threadIdx.x) + 319) / 19) * 17);
  int cse_v265 = ((((int)blockIdx.x) * 9216) + ((((int)threadIdx.x) / 6) * 4608));
  int cse_v303 = ((((((int)threadIdx.x) + 34) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19));
  int cse_v304 = ((((((int)threadIdx.x) + 68) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19));
  int cse_v305 = ((((((int)threadIdx.x) + 102) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19));
  int cse_v306 = ((((((int)threadIdx.x) + 136) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19));
  int cse_v307 = ((((((int)threadIdx.x) + 170) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19));
  int cse_v308 = ((((((int)threadIdx.x) + 204) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19));
  int cse_v309 = ((((((int)threadIdx.x) + 238) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19));
  int cse_v310 = ((((((int)threadIdx.x) + 272) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19));
  int cse_v311 = ((((((int)threadIdx.x) + 306) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19));
  int cse_v312 = ((((((int)threadIdx.x) + 340) % 361) / 19) * 17);
  int cse_v313 = ((((((int)threadIdx.x) + 13) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19));
  int cse_v314 = ((((((int)threadIdx.x) + 47) / 19) * 17) + ((((int)threadIdx.x) + 9) % 19));
  int cse_v315 = ((((((int)threadIdx.x) + 81) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19));
  int cse_v316 = ((((((int)threadIdx.x) + 115) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19));
  int cse_v317 = ((((((int)threadIdx.x) + 149) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19));
  int cse_v318 = ((((((int)threadIdx.x) + 183) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19));
  int cse_v319 = ((((((int)threadIdx.x) + 217) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19));
  int cse_v320 = ((((((int)threadIdx.x) + 251) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19));
  int cse_v321 = ((((((int)threadIdx.x) + 319) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19));
  int cse_v322 = (((((int)blockIdx.x) * 9216) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 3));
  int cse_v445 = (((((((int)threadIdx.x) + 340) / 361) * 289) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19));
  float condval;
  if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
    condval = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) - 18)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  float condval_1;
  if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_1 = data_ptr[(((((((int)threadIdx.x) + 34) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) - 18)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 34)] = condval_1;
  float condval_2;
  if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_2 = data_ptr[(((((((int)threadIdx.x) + 68) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19)) - 18)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 68)] = condval_2;
  float condval_3;
  if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_3 = data_ptr[(((((((int)threadIdx.x) + 102) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) - 18)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 102)] = condval_3;
  float condval_4;
  if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
    condval_4 = data_ptr[(((((((int)threadIdx.x) + 136) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19)) - 18)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_4;
  float condval_5;
  if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
    condval_5 = data_ptr[(((((((int)threadIdx.x) + 170) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19)) - 18)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 170)] = condval_5;
  float condval_6;
  if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
    condval_6 = data_ptr[(((((((int)threadIdx.x) + 204) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19)) - 18)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 204)] = condval_6;
  float condval_7;
  if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
    condval_7 = data_ptr[(((((((int)threadIdx.x) + 238) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19)) - 18)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 238)] = condval_7;
  float condval_8;
  if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
    condval_8 = data_ptr[(((((((int)threadIdx.x) + 272) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19)) - 18)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_8;
  float condval_9;
  if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
    condval_9 = data_ptr[(((((((int)threadIdx.x) + 306) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19)) - 18)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 306)] = condval_9;
  float condval_10;
  if ((((19 <= ((((int)threadIdx.x) + 340) % 361)) && (((((int)threadIdx.x) + 340) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
    condval_10 = data_ptr[((((((((int)threadIdx.x) + 340) / 361) * 289) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19)) - 18)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 340)] = condval_10;
  float condval_11;
  if (((6 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
    condval_11 = data_ptr[(((((((int)threadIdx.x) + 13) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19)) + 271)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 374)] = condval_11;
  float condval_12;
  if ((1 <= ((((int)threadIdx.x) + 9) % 19)) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
    condval_12 = data_ptr[(((((((int)threadIdx.x) + 47) / 19) * 17) + ((((int)threadIdx.x) + 9) % 19)) + 271)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 408)] = condval_12;
  float condval_13;
  if ((1 <= ((((int)threadIdx.x) + 5) % 19)) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
    condval_13 = data_ptr[(((((((int)threadIdx.x) + 81) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19)) + 271)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 442)] = condval_13;
  float condval_14;
  if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
    condval_14 = data_ptr[(((((((int)threadIdx.x) + 115) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19)) + 271)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 476)] = condval_14;
  float condval_15;
  if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
    condval_15 = data_ptr[(((((((int)threadIdx.x) + 149) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19)) + 271)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 510)] = condval_15;
  float condval_16;
  if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
    condval_16 = data_ptr[(((((((int)threadIdx.x) + 183) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19)) + 271)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_16;
  float condval_17;
  if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
    condval_17 = data_ptr[(((((((int)threadIdx.x) + 217) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19)) + 271)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 578)] = condval_17;
  float condval_18;
  if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
    condval_18 = data_ptr[(((((((int)threadIdx.x) + 251) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19)) + 271)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 612)] = condval_18;
  float condval_19;
  if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_19 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 526)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 646)] = condval_19;
  float condval_20;
  if (((((int)threadIdx.x) < 23) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_20 = data_ptr[(((((((int)threadIdx.x) + 319) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 271)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 680)] = condval_20;
  if (((int)threadIdx.x) < 8) {
    pad_temp_shared_ptr[(((int)threadIdx.x) + 714)] = 0x0p+0f/*0.000000e+00*/;
  }
  if (((int)threadIdx.x) < 12) {
    *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + (((((int)blockIdx.x) * 9216) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 3)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_21;
  if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_21 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 560)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 722)] = condval_21;
  float condval_22;
  if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_22 = data_ptr[(((((((int)threadIdx.x) + 34) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 560)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 756)] = condval_22;
  float condval_23;
  if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_23 = data_ptr[(((((((int)threadIdx.x) + 68) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19)) + 560)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 790)] = condval_23;
  float condval_24;
  if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_24 = data_ptr[(((((((int)threadIdx.x) + 102) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) + 560)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 824)] = condval_24;
  float condval_25;
  if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
    condval_25 = data_ptr[(((((((int)threadIdx.x) + 136) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19)) + 560)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 858)] = condval_25;
  float condval_26;
  if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
    condval_26 = data_ptr[(((((((int)threadIdx.x) + 170) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19)) + 560)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 892)] = condval_26;
  float condval_27;
  if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
    condval_27 = data_ptr[(((((((int)threadIdx.x) + 204) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19)) + 560)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 926)] = condval_27;
  float condval_28;
  if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
    condval_28 = data_ptr[(((((((int)threadIdx.x) + 238) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19)) + 560)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 960)] = condval_28;
  float condval_29;
  if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
    condval_29 = data_ptr[(((((((int)threadIdx.x) + 272) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19)) + 560)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 994)] = condval_29;
  float condval_30;
  if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
    condval_30 = data_ptr[(((((((int)threadIdx.x) + 306) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19)) + 560)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1028)] = condval_30;
  float condval_31;
  if ((((19 <= ((((int)threadIdx.x) + 340) % 361)) && (((((int)threadIdx.x) + 340) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
    condval_31 = data_ptr[((((((((int)threadIdx.x) + 340) / 361) * 289) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19)) + 560)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1062)] = condval_31;
  float condval_32;
  if (((6 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
    condval_32 = data_ptr[(((((((int)threadIdx.x) + 13) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19)) + 849)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1096)] = condval_32;
  float condval_33;
  if ((1 <= ((((int)threadIdx.x) + 9) % 19)) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
    condval_33 = data_ptr[(((((((int)threadIdx.x) + 47) / 19) * 17) + ((((int)threadIdx.x) + 9) % 19)) + 849)];
  } else {
    condval_33 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1130)] = condval_33;
  float condval_34;
  if ((1 <= ((((int)threadIdx.x) + 5) % 19)) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
    condval_34 = data_ptr[(((((((int)threadIdx.x) + 81) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19)) + 849)];
  } else {
    condval_34 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1164)] = condval_34;
  float condval_35;
  if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
    condval_35 = data_ptr[(((((((int)threadIdx.x) + 115) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19)) + 849)];
  } else {
    condval_35 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1198)] = condval_35;
  float condval_36;
  if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
    condval_36 = data_ptr[(((((((int)threadIdx.x) + 149) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19)) + 849)];
  } else {
    condval_36 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1232)] = condval_36;
  float condval_37;
  if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
    condval_37 = data_ptr[(((((((int)threadIdx.x) + 183) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19)) + 849)];
  } else {
    condval_37 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1266)] = condval_37;
  float condval_38;
  if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
    condval_38 = data_ptr[(((((((int)threadIdx.x) + 217) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19)) + 849)];
  } else {
    condval_38 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1300)] = condval_38;
  float condval_39;
  if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
    condval_39 = data_ptr[(((((((int)threadIdx.x) + 251) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19)) + 849)];
  } else {
    condval_39 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1334)] = condval_39;
  float condval_40;
  if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_40 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 1104)];
  } else {
    condval_40 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1368)] = condval_40;
  float condval_41;
  if (((((int)threadIdx.x) < 23) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_41 = data_ptr[(((((((int)threadIdx.x) + 319) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 849)];
  } else {
    condval_41 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1402)] = condval_41;
  if (((int)threadIdx.x) < 8) {
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1436)] = 0x0p+0f/*0.000000e+00*/;
  }
  if (((int)threadIdx.x) < 12) {
    *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 36)) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) * 9216) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 3)) + 18));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v16 = (((int)threadIdx.x) % 17);
  int cse_v17 = (((int)threadIdx.x) / 17);
  int cse_v40 = ((((int)threadIdx.x) / 17) * 18);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 254; ++rc_0_ry_0_rx_0_fused) {
    int cse_v39 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v14 = (rc_0_ry_0_rx_0_fused * 578);
    int cse_v323 = (((rc_0_ry_0_rx_0_fused * 578) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19));
    int cse_v324 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x));
    __syncthreads();
    float condval_42;
    if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
      condval_42 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19)) + 1138)];
    } else {
      condval_42 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x))] = condval_42;
    float condval_43;
    if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
      condval_43 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 34) / 19) * 17)) + ((((int)threadIdx.x) + 15) % 19)) + 1138)];
    } else {
      condval_43 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 34)] = condval_43;
    float condval_44;
    if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
      condval_44 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 68) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) + 1138)];
    } else {
      condval_44 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 68)] = condval_44;
    float condval_45;
    if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
      condval_45 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 102) / 19) * 17)) + ((((int)threadIdx.x) + 7) % 19)) + 1138)];
    } else {
      condval_45 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 102)] = condval_45;
    float condval_46;
    if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
      condval_46 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 136) / 19) * 17)) + ((((int)threadIdx.x) + 3) % 19)) + 1138)];
    } else {
      condval_46 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 136)] = condval_46;
    float condval_47;
    if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
      condval_47 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 170) / 19) * 17)) + ((((int)threadIdx.x) + 18) % 19)) + 1138)];
    } else {
      condval_47 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 170)] = condval_47;
    float condval_48;
    if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
      condval_48 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 204) / 19) * 17)) + ((((int)threadIdx.x) + 14) % 19)) + 1138)];
    } else {
      condval_48 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 204)] = condval_48;
    float condval_49;
    if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
      condval_49 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 238) / 19) * 17)) + ((((int)threadIdx.x) + 10) % 19)) + 1138)];
    } else {
      condval_49 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 238)] = condval_49;
    float condval_50;
    if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
      condval_50 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 272) / 19) * 17)) + ((((int)threadIdx.x) + 6) % 19)) + 1138)];
    } else {
      condval_50 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 272)] = condval_50;
    float condval_51;
    if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
      condval_51 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 306) / 19) * 17)) + ((((int)threadIdx.x) + 2) % 19)) + 1138)];
    } else {
      condval_51 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 306)] = condval_51;
    float condval_52;
    if ((((19 <= ((((int)threadIdx.x) + 340) % 361)) && (((((int)threadIdx.x) + 340) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
      condval_52 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 340) / 361) * 289)) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19)) + 1138)];
    } else {
      condval_52 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 340)] = condval_52;
    float condval_53;
    if (((6 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
      condval_53 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 13) / 19) * 17)) + ((((int)threadIdx.x) + 13) % 19)) + 1427)];
    } else {
      condval_53 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 374)] = condval_53;
    float condval_54;
    if ((1 <= ((((int)threadIdx.x) + 9) % 19)) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
      condval_54 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 47) / 19) * 17)) + ((((int)threadIdx.x) + 9) % 19)) + 1427)];
    } else {
      condval_54 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 408)] = condval_54;
    float condval_55;
    if ((1 <= ((((int)threadIdx.x) + 5) % 19)) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
      condval_55 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 81) / 19) * 17)) + ((((int)threadIdx.x) + 5) % 19)) + 1427)];
    } else {
      condval_55 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 442)] = condval_55;
    float condval_56;
    if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
      condval_56 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 115) / 19) * 17)) + ((((int)threadIdx.x) + 1) % 19)) + 1427)];
    } else {
      condval_56 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 476)] = condval_56;
    float condval_57;
    if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
      condval_57 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 149) / 19) * 17)) + ((((int)threadIdx.x) + 16) % 19)) + 1427)];
    } else {
      condval_57 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 510)] = condval_57;
    float condval_58;
    if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
      condval_58 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 183) / 19) * 17)) + ((((int)threadIdx.x) + 12) % 19)) + 1427)];
    } else {
      condval_58 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 544)] = condval_58;
    float condval_59;
    if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
      condval_59 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 217) / 19) * 17)) + ((((int)threadIdx.x) + 8) % 19)) + 1427)];
    } else {
      condval_59 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 578)] = condval_59;
    float condval_60;
    if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
      condval_60 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 251) / 19) * 17)) + ((((int)threadIdx.x) + 4) % 19)) + 1427)];
    } else {
      condval_60 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 612)] = condval_60;
    float condval_61;
    if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
      condval_61 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19)) + 1682)];
    } else {
      condval_61 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 646)] = condval_61;
    float condval_62;
    if (((((int)threadIdx.x) < 23) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
      condval_62 = data_ptr[((((rc_0_ry_0_rx_0_fused * 578) + (((((int)threadIdx.x) + 319) / 19) * 17)) + ((((int)threadIdx.x) + 15) % 19)) + 1427)];
    } else {
      condval_62 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 680)] = condval_62;
    if (((int)threadIdx.x) < 8) {
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 722) + ((int)threadIdx.x)) + 714)] = 0x0p+0f/*0.000000e+00*/;
    }
    if (((int)threadIdx.x) < 12) {
      *(float3*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 36) + (((int)threadIdx.x) * 3))) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) * 9216) + ((((int)threadIdx.x) / 6) * 4608)) + (rc_0_ry_0_rx_0_fused * 18)) + ((((int)threadIdx.x) % 6) * 3)) + 36));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    int cse_v15 = (rc_0_ry_0_rx_0_fused % 3);
    int cse_v266 = (((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17));
    int cse_v267 = (((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v325 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 361)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v326 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 19);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v327 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 380);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v328 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 38);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v329 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 399);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v330 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 57);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v331 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 418);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 418)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v332 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 76);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 76)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v333 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 437);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 437)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v334 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 95);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 95)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v335 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 456);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 456)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v336 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 114);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 114)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v337 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 475);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 475)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v338 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 133);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 133)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v339 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 494);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 494)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v340 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 152);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 152)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v341 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 513);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 513)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v342 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 171);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 171)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v343 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 532);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 532)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v344 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 190);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 190)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v345 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 551);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 551)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v346 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 209);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 209)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v347 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 570);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 570)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v348 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 228);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 228)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v349 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 589);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 589)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v350 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 247);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 247)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v351 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 608);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 608)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v352 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 266);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 266)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v353 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 627);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 627)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v354 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 285);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 285)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v355 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 646);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v356 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 304);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 304)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18))]));
    int cse_v357 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 665);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 665)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 9)]));
    int cse_v358 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v359 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 362)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v360 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 20);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v361 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 381);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 381)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v362 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 39);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v363 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 400);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 400)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v364 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 58);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v365 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 419);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 419)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v366 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 77);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 77)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v367 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 438);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 438)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v368 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 96);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 96)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v369 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 457);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 457)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v370 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 115);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 115)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v371 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 476);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 476)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v372 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 134);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 134)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v373 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 495);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 495)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v374 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 153);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v375 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 514);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 514)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v376 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 172);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 172)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v377 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 533);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 533)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v378 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 191);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 191)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v379 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 552);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 552)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v380 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 210);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 210)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v381 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 571);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 571)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v382 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 229);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 229)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v383 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 590);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 590)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v384 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 248);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 248)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v385 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 609);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 609)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v386 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 267);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 267)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v387 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 628);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 628)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v388 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 286);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 286)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v389 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 647);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 647)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v390 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 305);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 305)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 1)]));
    int cse_v391 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 666);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 666)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 10)]));
    int cse_v392 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v393 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 363)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v394 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 21);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v395 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 382);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 382)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v396 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 40);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v397 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 401);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 401)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v398 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 59);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v399 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 420);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 420)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v400 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 78);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 78)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v401 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 439);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 439)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v402 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 97);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 97)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v403 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 458);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 458)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v404 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 116);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 116)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v405 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 477);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 477)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v406 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 135);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 135)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v407 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 496);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 496)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v408 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 154);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 154)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v409 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 515);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 515)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v410 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 173);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 173)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v411 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 534);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 534)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v412 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 192);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 192)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v413 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 553);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 553)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v414 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 211);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 211)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v415 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 572);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 572)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v416 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 230);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 230)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v417 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 591);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 591)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v418 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 249);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 249)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v419 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 610);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 610)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v420 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 268);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 268)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v421 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 629);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v422 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 287);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 287)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v423 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 648);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 648)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v424 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 306);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 306)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 2)]));
    int cse_v425 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 667);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 667)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 11)]));
    int cse_v426 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    int cse_v427 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 418)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 76)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 437)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 95)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 456)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 114)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 475)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 133)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 494)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 152)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 513)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 171)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 532)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 190)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 551)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 209)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 570)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 228)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 589)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 247)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 608)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 266)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 627)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 285)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 304)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 665)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    int cse_v428 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 323);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 323)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 3)]));
    int cse_v429 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 684);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 684)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 12)]));
    int cse_v430 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 20)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    int cse_v431 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 381)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 400)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 419)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 77)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 438)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 96)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 457)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 115)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 476)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 134)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 495)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 514)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 172)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 533)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 191)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 552)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 210)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 571)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 229)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 590)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 248)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 609)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 267)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 628)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 286)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 647)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 305)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 666)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    int cse_v432 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 324);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 324)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 4)]));
    int cse_v433 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 685);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 685)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 13)]));
    int cse_v434 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 21)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    int cse_v435 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 382)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 401)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 420)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 78)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 439)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 97)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 458)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 116)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 477)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 135)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 496)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 154)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 515)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 173)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 534)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 192)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 553)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 211)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 572)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 230)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 591)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 249)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 610)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 268)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 287)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 648)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 306)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 667)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    int cse_v436 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 325);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 325)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 5)]));
    int cse_v437 = ((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 686);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 686)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 14)]));
    int cse_v438 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    int cse_v439 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 418)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 76)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 437)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 95)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 456)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 114)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 475)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 133)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 494)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 152)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 513)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 171)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 532)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 190)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 551)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 209)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 570)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 228)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 589)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 247)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 608)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 266)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 627)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 285)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 646)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 304)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 665)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 323)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 684)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 342)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 6)]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 703)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 15)]));
    int cse_v440 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 39)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    int cse_v441 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 400)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 419)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 77)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 438)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 96)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 457)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 115)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 476)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 134)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 495)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 514)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 172)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 533)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 191)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 552)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 210)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 571)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 229)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 590)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 248)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 609)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 267)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 628)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 286)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 647)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 305)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 666)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 324)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 685)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 343)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 7)]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 704)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 16)]));
    int cse_v442 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 40)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    int cse_v443 = ((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 401)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 420)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 78)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 439)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 97)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 458)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 116)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 477)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 135)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 496)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 154)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 515)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 173)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 534)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 192)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 553)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 211)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 572)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 230)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 591)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 249)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 610)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 268)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 629)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 287)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 648)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 306)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 667)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 325)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 686)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 344)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 8)]));
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 722) + (((int)threadIdx.x) % 17)) + 705)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 36) + ((((int)threadIdx.x) / 17) * 18)) + 17)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  int cse_v268 = (((((int)threadIdx.x) / 17) * 18) + 72);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1444)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v269 = (((((int)threadIdx.x) / 17) * 18) + 81);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1805)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v41 = ((((int)threadIdx.x) % 17) + 1463);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1463)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v42 = ((((int)threadIdx.x) % 17) + 1824);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1824)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v43 = ((((int)threadIdx.x) % 17) + 1482);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1482)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v44 = ((((int)threadIdx.x) % 17) + 1843);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1843)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v45 = ((((int)threadIdx.x) % 17) + 1501);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1501)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v46 = ((((int)threadIdx.x) % 17) + 1862);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1862)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v47 = ((((int)threadIdx.x) % 17) + 1520);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1520)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v48 = ((((int)threadIdx.x) % 17) + 1881);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1881)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v49 = ((((int)threadIdx.x) % 17) + 1539);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1539)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v50 = ((((int)threadIdx.x) % 17) + 1900);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1900)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v51 = ((((int)threadIdx.x) % 17) + 1558);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1558)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v52 = ((((int)threadIdx.x) % 17) + 1919);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1919)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v53 = ((((int)threadIdx.x) % 17) + 1577);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1577)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v54 = ((((int)threadIdx.x) % 17) + 1938);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1938)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v55 = ((((int)threadIdx.x) % 17) + 1596);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1596)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v56 = ((((int)threadIdx.x) % 17) + 1957);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1957)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v57 = ((((int)threadIdx.x) % 17) + 1615);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1615)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v58 = ((((int)threadIdx.x) % 17) + 1976);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1976)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v59 = ((((int)threadIdx.x) % 17) + 1634);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1634)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v60 = ((((int)threadIdx.x) % 17) + 1995);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1995)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v61 = ((((int)threadIdx.x) % 17) + 1653);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1653)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v62 = ((((int)threadIdx.x) % 17) + 2014);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2014)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v63 = ((((int)threadIdx.x) % 17) + 1672);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1672)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v64 = ((((int)threadIdx.x) % 17) + 2033);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2033)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v65 = ((((int)threadIdx.x) % 17) + 1691);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1691)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v66 = ((((int)threadIdx.x) % 17) + 2052);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2052)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v67 = ((((int)threadIdx.x) % 17) + 1710);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1710)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v68 = ((((int)threadIdx.x) % 17) + 2071);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2071)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v69 = ((((int)threadIdx.x) % 17) + 1729);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1729)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v70 = ((((int)threadIdx.x) % 17) + 2090);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2090)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v71 = ((((int)threadIdx.x) % 17) + 1748);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1748)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 72)]));
  int cse_v72 = ((((int)threadIdx.x) % 17) + 2109);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 81)]));
  int cse_v270 = (((((int)threadIdx.x) / 17) * 18) + 73);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1445)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v271 = (((((int)threadIdx.x) / 17) * 18) + 82);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1806)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v73 = ((((int)threadIdx.x) % 17) + 1464);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1464)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v74 = ((((int)threadIdx.x) % 17) + 1825);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1825)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v75 = ((((int)threadIdx.x) % 17) + 1483);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1483)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v76 = ((((int)threadIdx.x) % 17) + 1844);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1844)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v77 = ((((int)threadIdx.x) % 17) + 1502);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1502)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v78 = ((((int)threadIdx.x) % 17) + 1863);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1863)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v79 = ((((int)threadIdx.x) % 17) + 1521);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1521)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v80 = ((((int)threadIdx.x) % 17) + 1882);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1882)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v81 = ((((int)threadIdx.x) % 17) + 1540);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v82 = ((((int)threadIdx.x) % 17) + 1901);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1901)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v83 = ((((int)threadIdx.x) % 17) + 1559);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1559)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v84 = ((((int)threadIdx.x) % 17) + 1920);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1920)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v85 = ((((int)threadIdx.x) % 17) + 1578);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v86 = ((((int)threadIdx.x) % 17) + 1939);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1939)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v87 = ((((int)threadIdx.x) % 17) + 1597);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1597)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v88 = ((((int)threadIdx.x) % 17) + 1958);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1958)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v89 = ((((int)threadIdx.x) % 17) + 1616);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1616)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v90 = ((((int)threadIdx.x) % 17) + 1977);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1977)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v91 = ((((int)threadIdx.x) % 17) + 1635);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1635)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v92 = ((((int)threadIdx.x) % 17) + 1996);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1996)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v93 = ((((int)threadIdx.x) % 17) + 1654);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1654)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v94 = ((((int)threadIdx.x) % 17) + 2015);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2015)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v95 = ((((int)threadIdx.x) % 17) + 1673);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1673)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v96 = ((((int)threadIdx.x) % 17) + 2034);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2034)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v97 = ((((int)threadIdx.x) % 17) + 1692);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1692)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v98 = ((((int)threadIdx.x) % 17) + 2053);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2053)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v99 = ((((int)threadIdx.x) % 17) + 1711);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1711)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v100 = ((((int)threadIdx.x) % 17) + 2072);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2072)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v101 = ((((int)threadIdx.x) % 17) + 1730);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1730)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v102 = ((((int)threadIdx.x) % 17) + 2091);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2091)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v103 = ((((int)threadIdx.x) % 17) + 1749);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1749)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 73)]));
  int cse_v104 = ((((int)threadIdx.x) % 17) + 2110);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 82)]));
  int cse_v272 = (((((int)threadIdx.x) / 17) * 18) + 74);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1446)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v273 = (((((int)threadIdx.x) / 17) * 18) + 83);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1807)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v105 = ((((int)threadIdx.x) % 17) + 1465);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1465)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v106 = ((((int)threadIdx.x) % 17) + 1826);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1826)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v107 = ((((int)threadIdx.x) % 17) + 1484);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1484)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v108 = ((((int)threadIdx.x) % 17) + 1845);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1845)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v109 = ((((int)threadIdx.x) % 17) + 1503);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1503)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v110 = ((((int)threadIdx.x) % 17) + 1864);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1864)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v111 = ((((int)threadIdx.x) % 17) + 1522);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1522)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v112 = ((((int)threadIdx.x) % 17) + 1883);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1883)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v113 = ((((int)threadIdx.x) % 17) + 1541);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v114 = ((((int)threadIdx.x) % 17) + 1902);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1902)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v115 = ((((int)threadIdx.x) % 17) + 1560);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v116 = ((((int)threadIdx.x) % 17) + 1921);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1921)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v117 = ((((int)threadIdx.x) % 17) + 1579);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1579)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v118 = ((((int)threadIdx.x) % 17) + 1940);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1940)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v119 = ((((int)threadIdx.x) % 17) + 1598);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1598)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v120 = ((((int)threadIdx.x) % 17) + 1959);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1959)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v121 = ((((int)threadIdx.x) % 17) + 1617);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1617)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v122 = ((((int)threadIdx.x) % 17) + 1978);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1978)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v123 = ((((int)threadIdx.x) % 17) + 1636);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1636)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v124 = ((((int)threadIdx.x) % 17) + 1997);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1997)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v125 = ((((int)threadIdx.x) % 17) + 1655);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1655)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v126 = ((((int)threadIdx.x) % 17) + 2016);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2016)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v127 = ((((int)threadIdx.x) % 17) + 1674);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1674)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v128 = ((((int)threadIdx.x) % 17) + 2035);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2035)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v129 = ((((int)threadIdx.x) % 17) + 1693);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1693)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v130 = ((((int)threadIdx.x) % 17) + 2054);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2054)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v131 = ((((int)threadIdx.x) % 17) + 1712);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1712)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v132 = ((((int)threadIdx.x) % 17) + 2073);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2073)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v133 = ((((int)threadIdx.x) % 17) + 1731);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1731)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v134 = ((((int)threadIdx.x) % 17) + 2092);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2092)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v135 = ((((int)threadIdx.x) % 17) + 1750);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1750)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 74)]));
  int cse_v136 = ((((int)threadIdx.x) % 17) + 2111);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2111)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 83)]));
  int cse_v274 = (((((int)threadIdx.x) / 17) * 18) + 75);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1463)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  int cse_v275 = (((((int)threadIdx.x) / 17) * 18) + 84);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1824)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1482)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1843)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1501)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1862)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1520)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1881)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1539)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1900)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1558)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1919)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1577)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1938)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1596)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1957)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1615)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1976)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1634)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1995)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1653)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2014)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1672)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2033)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1691)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2052)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1710)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2071)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1729)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2090)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1748)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  int cse_v137 = ((((int)threadIdx.x) % 17) + 1767);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1767)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 75)]));
  int cse_v138 = ((((int)threadIdx.x) % 17) + 2128);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 84)]));
  int cse_v276 = (((((int)threadIdx.x) / 17) * 18) + 76);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1464)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  int cse_v277 = (((((int)threadIdx.x) / 17) * 18) + 85);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1825)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1483)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1844)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1502)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1863)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1521)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1882)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1901)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1559)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1920)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1939)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1597)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1958)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1616)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1977)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1635)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1996)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1654)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2015)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1673)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2034)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1692)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2053)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1711)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2072)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1730)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2091)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1749)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  int cse_v139 = ((((int)threadIdx.x) % 17) + 1768);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1768)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 76)]));
  int cse_v140 = ((((int)threadIdx.x) % 17) + 2129);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2129)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 85)]));
  int cse_v278 = (((((int)threadIdx.x) / 17) * 18) + 77);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1465)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  int cse_v279 = (((((int)threadIdx.x) / 17) * 18) + 86);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1826)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1484)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1845)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1503)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1864)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1522)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1883)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1902)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1921)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1579)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1940)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1598)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1959)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1617)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1978)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1636)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1997)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1655)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2016)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1674)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2035)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1693)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2054)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1712)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2073)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1731)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2092)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1750)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2111)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  int cse_v141 = ((((int)threadIdx.x) % 17) + 1769);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1769)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 77)]));
  int cse_v142 = ((((int)threadIdx.x) % 17) + 2130);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2130)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 86)]));
  int cse_v280 = (((((int)threadIdx.x) / 17) * 18) + 78);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1482)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  int cse_v281 = (((((int)threadIdx.x) / 17) * 18) + 87);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1843)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1501)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1862)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1520)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1881)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1539)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1900)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1558)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1919)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1577)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1938)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1596)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1957)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1615)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1976)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1634)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1995)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1653)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2014)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1672)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2033)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1691)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2052)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1710)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2071)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1729)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2090)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1748)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2109)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1767)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1786)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 78)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 87)]));
  int cse_v282 = (((((int)threadIdx.x) / 17) * 18) + 79);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1483)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  int cse_v283 = (((((int)threadIdx.x) / 17) * 18) + 88);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1844)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1502)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1863)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1521)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1882)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1901)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1559)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1920)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1939)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1597)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1958)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1616)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1977)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1635)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1996)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1654)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2015)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1673)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2034)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1692)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2053)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1711)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2072)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1730)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2091)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1749)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2110)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1768)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2129)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1787)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 79)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 88)]));
  int cse_v284 = (((((int)threadIdx.x) / 17) * 18) + 80);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1484)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  int cse_v285 = (((((int)threadIdx.x) / 17) * 18) + 89);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1845)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1503)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1864)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1522)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1883)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1902)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1921)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1579)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1940)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1598)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1959)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1617)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1978)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1636)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1997)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1655)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2016)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1674)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2035)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1693)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2054)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1712)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2073)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1731)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2092)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1750)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2111)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1769)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2130)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1788)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 80)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 89)]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v286 = (((((int)threadIdx.x) / 17) * 18) + 9);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v143 = ((((int)threadIdx.x) % 17) + 19);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v144 = ((((int)threadIdx.x) % 17) + 380);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v145 = ((((int)threadIdx.x) % 17) + 38);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v146 = ((((int)threadIdx.x) % 17) + 399);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v147 = ((((int)threadIdx.x) % 17) + 57);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v148 = ((((int)threadIdx.x) % 17) + 418);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 418)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v149 = ((((int)threadIdx.x) % 17) + 76);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v150 = ((((int)threadIdx.x) % 17) + 437);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v151 = ((((int)threadIdx.x) % 17) + 95);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v152 = ((((int)threadIdx.x) % 17) + 456);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v153 = ((((int)threadIdx.x) % 17) + 114);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v154 = ((((int)threadIdx.x) % 17) + 475);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 475)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v155 = ((((int)threadIdx.x) % 17) + 133);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v156 = ((((int)threadIdx.x) % 17) + 494);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 494)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v157 = ((((int)threadIdx.x) % 17) + 152);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 152)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v158 = ((((int)threadIdx.x) % 17) + 513);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 513)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v159 = ((((int)threadIdx.x) % 17) + 171);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 171)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v160 = ((((int)threadIdx.x) % 17) + 532);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 532)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v161 = ((((int)threadIdx.x) % 17) + 190);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 190)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v162 = ((((int)threadIdx.x) % 17) + 551);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 551)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v163 = ((((int)threadIdx.x) % 17) + 209);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 209)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v164 = ((((int)threadIdx.x) % 17) + 570);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 570)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v165 = ((((int)threadIdx.x) % 17) + 228);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 228)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v166 = ((((int)threadIdx.x) % 17) + 589);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 589)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v167 = ((((int)threadIdx.x) % 17) + 247);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 247)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v168 = ((((int)threadIdx.x) % 17) + 608);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 608)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v169 = ((((int)threadIdx.x) % 17) + 266);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 266)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v170 = ((((int)threadIdx.x) % 17) + 627);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 627)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v171 = ((((int)threadIdx.x) % 17) + 285);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 285)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v172 = ((((int)threadIdx.x) % 17) + 646);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 646)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v173 = ((((int)threadIdx.x) % 17) + 304);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 304)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 18)]));
  int cse_v174 = ((((int)threadIdx.x) % 17) + 665);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 665)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 9)]));
  int cse_v287 = (((((int)threadIdx.x) / 17) * 18) + 1);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v288 = (((((int)threadIdx.x) / 17) * 18) + 10);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v175 = ((((int)threadIdx.x) % 17) + 20);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v176 = ((((int)threadIdx.x) % 17) + 381);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v177 = ((((int)threadIdx.x) % 17) + 39);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v178 = ((((int)threadIdx.x) % 17) + 400);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 400)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v179 = ((((int)threadIdx.x) % 17) + 58);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v180 = ((((int)threadIdx.x) % 17) + 419);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 419)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v181 = ((((int)threadIdx.x) % 17) + 77);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v182 = ((((int)threadIdx.x) % 17) + 438);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v183 = ((((int)threadIdx.x) % 17) + 96);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v184 = ((((int)threadIdx.x) % 17) + 457);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 457)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v185 = ((((int)threadIdx.x) % 17) + 115);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v186 = ((((int)threadIdx.x) % 17) + 476);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v187 = ((((int)threadIdx.x) % 17) + 134);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v188 = ((((int)threadIdx.x) % 17) + 495);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v189 = ((((int)threadIdx.x) % 17) + 153);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v190 = ((((int)threadIdx.x) % 17) + 514);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 514)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v191 = ((((int)threadIdx.x) % 17) + 172);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 172)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v192 = ((((int)threadIdx.x) % 17) + 533);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 533)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v193 = ((((int)threadIdx.x) % 17) + 191);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 191)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v194 = ((((int)threadIdx.x) % 17) + 552);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 552)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v195 = ((((int)threadIdx.x) % 17) + 210);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v196 = ((((int)threadIdx.x) % 17) + 571);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 571)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v197 = ((((int)threadIdx.x) % 17) + 229);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v198 = ((((int)threadIdx.x) % 17) + 590);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 590)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v199 = ((((int)threadIdx.x) % 17) + 248);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 248)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v200 = ((((int)threadIdx.x) % 17) + 609);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 609)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v201 = ((((int)threadIdx.x) % 17) + 267);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 267)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v202 = ((((int)threadIdx.x) % 17) + 628);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 628)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v203 = ((((int)threadIdx.x) % 17) + 286);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v204 = ((((int)threadIdx.x) % 17) + 647);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 647)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v205 = ((((int)threadIdx.x) % 17) + 305);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 305)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 1)]));
  int cse_v206 = ((((int)threadIdx.x) % 17) + 666);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 666)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 10)]));
  int cse_v289 = (((((int)threadIdx.x) / 17) * 18) + 2);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v290 = (((((int)threadIdx.x) / 17) * 18) + 11);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 363)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v207 = ((((int)threadIdx.x) % 17) + 21);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v208 = ((((int)threadIdx.x) % 17) + 382);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 382)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v209 = ((((int)threadIdx.x) % 17) + 40);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v210 = ((((int)threadIdx.x) % 17) + 401);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 401)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v211 = ((((int)threadIdx.x) % 17) + 59);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v212 = ((((int)threadIdx.x) % 17) + 420);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v213 = ((((int)threadIdx.x) % 17) + 78);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v214 = ((((int)threadIdx.x) % 17) + 439);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v215 = ((((int)threadIdx.x) % 17) + 97);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v216 = ((((int)threadIdx.x) % 17) + 458);
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 458)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v217 = ((((int)threadIdx.x) % 17) + 116);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v218 = ((((int)threadIdx.x) % 17) + 477);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 477)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v219 = ((((int)threadIdx.x) % 17) + 135);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v220 = ((((int)threadIdx.x) % 17) + 496);
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v221 = ((((int)threadIdx.x) % 17) + 154);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v222 = ((((int)threadIdx.x) % 17) + 515);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 515)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v223 = ((((int)threadIdx.x) % 17) + 173);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 173)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v224 = ((((int)threadIdx.x) % 17) + 534);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 534)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v225 = ((((int)threadIdx.x) % 17) + 192);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 192)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v226 = ((((int)threadIdx.x) % 17) + 553);
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 553)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v227 = ((((int)threadIdx.x) % 17) + 211);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v228 = ((((int)threadIdx.x) % 17) + 572);
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v229 = ((((int)threadIdx.x) % 17) + 230);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v230 = ((((int)threadIdx.x) % 17) + 591);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 591)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v231 = ((((int)threadIdx.x) % 17) + 249);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 249)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v232 = ((((int)threadIdx.x) % 17) + 610);
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 610)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v233 = ((((int)threadIdx.x) % 17) + 268);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 268)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v234 = ((((int)threadIdx.x) % 17) + 629);
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 629)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v235 = ((((int)threadIdx.x) % 17) + 287);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v236 = ((((int)threadIdx.x) % 17) + 648);
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 648)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v237 = ((((int)threadIdx.x) % 17) + 306);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 2)]));
  int cse_v238 = ((((int)threadIdx.x) % 17) + 667);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 667)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 11)]));
  int cse_v291 = (((((int)threadIdx.x) / 17) * 18) + 3);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  int cse_v292 = (((((int)threadIdx.x) / 17) * 18) + 12);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 418)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 475)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 494)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 513)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 171)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 532)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 190)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 551)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 209)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 570)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 589)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 247)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 608)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 266)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 627)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 646)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 304)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 665)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  int cse_v239 = ((((int)threadIdx.x) % 17) + 323);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 3)]));
  int cse_v240 = ((((int)threadIdx.x) % 17) + 684);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 684)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 12)]));
  int cse_v293 = (((((int)threadIdx.x) / 17) * 18) + 4);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  int cse_v294 = (((((int)threadIdx.x) / 17) * 18) + 13);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 400)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 419)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 457)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 514)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 172)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 533)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 191)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 552)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 571)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 590)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 248)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 609)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 267)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 628)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 647)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 305)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 666)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  int cse_v241 = ((((int)threadIdx.x) % 17) + 324);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 324)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 4)]));
  int cse_v242 = ((((int)threadIdx.x) % 17) + 685);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 685)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 13)]));
  int cse_v295 = (((((int)threadIdx.x) / 17) * 18) + 5);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  int cse_v296 = (((((int)threadIdx.x) / 17) * 18) + 14);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 382)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 401)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 458)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 477)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 515)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 173)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 534)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 192)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 553)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 591)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 249)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 610)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 268)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 629)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 648)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 667)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  int cse_v243 = ((((int)threadIdx.x) % 17) + 325);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 325)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 5)]));
  int cse_v244 = ((((int)threadIdx.x) % 17) + 686);
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 686)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 14)]));
  int cse_v297 = (((((int)threadIdx.x) / 17) * 18) + 6);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  int cse_v298 = (((((int)threadIdx.x) / 17) * 18) + 15);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 418)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 76)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 95)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 114)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 475)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 494)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 513)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 171)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 532)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 190)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 551)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 209)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 570)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 589)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 247)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 608)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 266)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 627)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 646)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 304)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 665)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 684)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 342)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 6)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 703)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 15)]));
  int cse_v299 = (((((int)threadIdx.x) / 17) * 18) + 7);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  int cse_v300 = (((((int)threadIdx.x) / 17) * 18) + 16);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 400)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 419)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 457)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 115)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 134)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 514)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 172)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 533)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 191)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 552)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 571)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 590)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 248)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 609)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 267)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 628)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 647)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 305)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 666)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 324)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 685)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 343)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 7)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 704)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 16)]));
  int cse_v301 = (((((int)threadIdx.x) / 17) * 18) + 8);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 40)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  int cse_v302 = (((((int)threadIdx.x) / 17) * 18) + 17);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 401)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 78)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 97)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 458)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 116)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 477)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 515)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 173)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 534)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 192)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 553)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 591)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 249)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 610)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 268)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 629)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 648)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 667)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 325)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 686)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 344)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 8)]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 705)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 18) + 17)]));
  int cse_v444 = (((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 17)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 34)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 51)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 68)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 85)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 102)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 119)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 136)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 153)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 170)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 187)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 204)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 221)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 238)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 255)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 578) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 272)] = conv2d_nchw_local_ptr[16];
}

