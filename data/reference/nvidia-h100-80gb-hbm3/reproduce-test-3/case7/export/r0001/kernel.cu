
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
extern "C" __global__ void __launch_bounds__(136) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(136) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[34];
  __shared__ alignas(64) float pad_temp_shared_ptr[4332];
  __shared__ alignas(64) float kernel_shared_ptr[1728];
  for (int yy_3_init = 0; yy_3_init < 17; ++yy_3_init) {
    conv2d_nchw_local_ptr[yy_3_init] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[(yy_3_init + 17)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v1 = (((int)threadIdx.x) * 2);
  int cse_v2 = (((int)blockIdx.x) * 73728);
  int cse_v3 = (((int)threadIdx.x) * 4);
  int cse_v12 = ((((int)threadIdx.x) * 2) % 19);
  int cse_v13 = ((((int)threadIdx.x) * 2) / 19);
  int cse_v14 = ((((int)threadIdx.x) * 2) + 1);
  int cse_v15 = ((((int)threadIdx.x) * 2) + 272);
  int cse_v16 = ((((int)threadIdx.x) * 2) + 6);
  int cse_v17 = ((((int)threadIdx.x) * 2) + 273);
  int cse_v18 = ((((int)threadIdx.x) * 2) + 544);
  int cse_v19 = ((((int)threadIdx.x) * 2) + 545);
  int cse_v20 = ((((int)threadIdx.x) * 2) + 816);
  int cse_v21 = ((((int)threadIdx.x) * 2) + 817);
  int cse_v22 = ((((int)threadIdx.x) * 2) + 5);
  int cse_v23 = ((((int)threadIdx.x) % 9) * 4);
  int cse_v24 = ((((int)blockIdx.x) * 73728) + (((int)threadIdx.x) * 4));
  int cse_v27 = (((((int)threadIdx.x) * 2) / 19) * 17);
  int cse_v28 = (((((int)threadIdx.x) * 2) + 1) % 19);
  int cse_v29 = (((((int)threadIdx.x) * 2) + 272) % 361);
  int cse_v30 = (((((int)threadIdx.x) * 2) + 6) % 19);
  int cse_v31 = (((((int)threadIdx.x) * 2) + 273) % 361);
  int cse_v32 = (((((int)threadIdx.x) * 2) + 7) % 19);
  int cse_v33 = (((((int)threadIdx.x) * 2) + 183) % 361);
  int cse_v34 = (((((int)threadIdx.x) * 2) + 12) % 19);
  int cse_v35 = (((((int)threadIdx.x) * 2) + 184) % 361);
  int cse_v36 = (((((int)threadIdx.x) * 2) + 13) % 19);
  int cse_v37 = (((((int)threadIdx.x) * 2) + 94) % 361);
  int cse_v38 = (((((int)threadIdx.x) * 2) + 18) % 19);
  int cse_v39 = (((((int)threadIdx.x) * 2) + 95) % 361);
  int cse_v40 = (((((int)threadIdx.x) * 2) + 5) % 19);
  int cse_v41 = (((((int)threadIdx.x) * 2) + 11) % 19);
  int cse_v42 = ((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608));
  int cse_v43 = ((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19));
  int cse_v44 = ((((((int)threadIdx.x) * 2) + 1) / 19) * 17);
  int cse_v45 = ((((((int)threadIdx.x) * 2) + 272) / 361) * 289);
  int cse_v46 = ((((((int)threadIdx.x) * 2) + 273) / 361) * 289);
  int cse_v47 = ((((((int)threadIdx.x) * 2) + 544) / 361) * 289);
  int cse_v48 = ((((((int)threadIdx.x) * 2) + 545) / 361) * 289);
  int cse_v49 = ((((((int)threadIdx.x) * 2) + 816) / 361) * 289);
  int cse_v50 = ((((((int)threadIdx.x) * 2) / 19) + 5) % 19);
  int cse_v51 = ((((((int)threadIdx.x) * 2) + 817) / 361) * 289);
  int cse_v52 = ((((((int)threadIdx.x) * 2) + 5) / 19) * 17);
  int cse_v53 = ((((((int)threadIdx.x) * 2) + 6) / 19) * 17);
  int cse_v54 = ((((((int)threadIdx.x) * 2) + 277) / 19) * 17);
  int cse_v55 = ((((((int)threadIdx.x) * 2) + 278) / 19) * 17);
  int cse_v56 = (((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608)) + ((((int)threadIdx.x) % 9) * 4));
  int cse_v63 = (((((((int)threadIdx.x) * 2) + 1) / 19) * 17) + (((((int)threadIdx.x) * 2) + 1) % 19));
  int cse_v64 = (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17);
  int cse_v65 = (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17);
  int cse_v66 = (((((((int)threadIdx.x) * 2) + 183) % 361) / 19) * 17);
  int cse_v67 = (((((((int)threadIdx.x) * 2) + 184) % 361) / 19) * 17);
  int cse_v68 = (((((((int)threadIdx.x) * 2) + 94) % 361) / 19) * 17);
  int cse_v69 = (((((((int)threadIdx.x) * 2) / 19) + 5) % 19) * 17);
  int cse_v70 = (((((((int)threadIdx.x) * 2) + 5) / 19) * 17) + (((((int)threadIdx.x) * 2) + 5) % 19));
  int cse_v71 = (((((((int)threadIdx.x) * 2) + 6) / 19) * 17) + (((((int)threadIdx.x) * 2) + 6) % 19));
  int cse_v72 = (((((((int)threadIdx.x) * 2) + 277) / 19) * 17) + (((((int)threadIdx.x) * 2) + 11) % 19));
  int cse_v73 = (((((((int)threadIdx.x) * 2) + 278) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19));
  int cse_v88 = ((((((((int)threadIdx.x) * 2) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19));
  int cse_v89 = ((((((((int)threadIdx.x) * 2) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19));
  int cse_v90 = ((((((((int)threadIdx.x) * 2) + 544) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 183) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 12) % 19));
  int cse_v91 = ((((((((int)threadIdx.x) * 2) + 545) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 184) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 13) % 19));
  int cse_v92 = ((((((((int)threadIdx.x) * 2) + 816) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 94) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 18) % 19));
  int cse_v93 = ((((((((int)threadIdx.x) * 2) + 817) / 361) * 289) + (((((((int)threadIdx.x) * 2) / 19) + 5) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 19));
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
  if ((((19 <= (((((int)threadIdx.x) * 2) + 272) % 361)) && ((((((int)threadIdx.x) * 2) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_2 = data_ptr[(((((((((int)threadIdx.x) * 2) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) - 18)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 272)] = condval_2;
  float condval_3;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 273) % 361)) && ((((((int)threadIdx.x) * 2) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 7) % 19))) && ((((((int)threadIdx.x) * 2) + 7) % 19) < 18)) {
    condval_3 = data_ptr[(((((((((int)threadIdx.x) * 2) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19)) - 18)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 273)] = condval_3;
  float condval_4;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 183) % 361)) && ((((((int)threadIdx.x) * 2) + 183) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 12) % 19))) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
    condval_4 = data_ptr[(((((((((int)threadIdx.x) * 2) + 544) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 183) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 12) % 19)) - 18)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 544)] = condval_4;
  float condval_5;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 184) % 361)) && ((((((int)threadIdx.x) * 2) + 184) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 13) % 19))) && ((((((int)threadIdx.x) * 2) + 13) % 19) < 18)) {
    condval_5 = data_ptr[(((((((((int)threadIdx.x) * 2) + 545) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 184) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 13) % 19)) - 18)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 545)] = condval_5;
  float condval_6;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 94) % 361)) && ((((((int)threadIdx.x) * 2) + 94) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 18) % 19))) && ((((((int)threadIdx.x) * 2) + 18) % 19) < 18)) {
    condval_6 = data_ptr[(((((((((int)threadIdx.x) * 2) + 816) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 94) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 18) % 19)) - 18)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 816)] = condval_6;
  float condval_7;
  if ((((1 <= ((((((int)threadIdx.x) * 2) / 19) + 5) % 19)) && ((((((int)threadIdx.x) * 2) + 95) % 361) < 342)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval_7 = data_ptr[(((((((((int)threadIdx.x) * 2) + 817) / 361) * 289) + (((((((int)threadIdx.x) * 2) / 19) + 5) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 19)) - 18)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 817)] = condval_7;
  float condval_8;
  if (((7 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 5) % 19))) && ((((((int)threadIdx.x) * 2) + 5) % 19) < 18)) {
    condval_8 = data_ptr[((((((((int)threadIdx.x) * 2) + 5) / 19) * 17) + (((((int)threadIdx.x) * 2) + 5) % 19)) + 849)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1088)] = condval_8;
  float condval_9;
  if (((6 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_9 = data_ptr[((((((((int)threadIdx.x) * 2) + 6) / 19) * 17) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 849)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1089)] = condval_9;
  if (((int)threadIdx.x) < 42) {
    float condval_10;
    if (((((int)threadIdx.x) < 33) && (1 <= (((((int)threadIdx.x) * 2) + 11) % 19))) && ((((((int)threadIdx.x) * 2) + 11) % 19) < 18)) {
      condval_10 = data_ptr[((((((((int)threadIdx.x) * 2) + 277) / 19) * 17) + (((((int)threadIdx.x) * 2) + 11) % 19)) + 849)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1360)] = condval_10;
    float condval_11;
    if (((((int)threadIdx.x) < 32) && (1 <= (((((int)threadIdx.x) * 2) + 12) % 19))) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
      condval_11 = data_ptr[((((((((int)threadIdx.x) * 2) + 278) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 849)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1361)] = condval_11;
  }
  *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608)) + ((((int)threadIdx.x) % 9) * 4)));
  if (((int)threadIdx.x) < 8) {
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 544)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) * 73728) + (((int)threadIdx.x) * 4)) + 69124));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_12;
  if (((9 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval_12 = data_ptr[(((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19)) + 1138)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1444)] = condval_12;
  float condval_13;
  if (((9 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 19))) && ((((((int)threadIdx.x) * 2) + 1) % 19) < 18)) {
    condval_13 = data_ptr[((((((((int)threadIdx.x) * 2) + 1) / 19) * 17) + (((((int)threadIdx.x) * 2) + 1) % 19)) + 1138)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1445)] = condval_13;
  float condval_14;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 272) % 361)) && ((((((int)threadIdx.x) * 2) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_14 = data_ptr[(((((((((int)threadIdx.x) * 2) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 1138)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1716)] = condval_14;
  float condval_15;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 273) % 361)) && ((((((int)threadIdx.x) * 2) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 7) % 19))) && ((((((int)threadIdx.x) * 2) + 7) % 19) < 18)) {
    condval_15 = data_ptr[(((((((((int)threadIdx.x) * 2) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19)) + 1138)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1717)] = condval_15;
  float condval_16;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 183) % 361)) && ((((((int)threadIdx.x) * 2) + 183) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 12) % 19))) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
    condval_16 = data_ptr[(((((((((int)threadIdx.x) * 2) + 544) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 183) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 1138)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1988)] = condval_16;
  float condval_17;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 184) % 361)) && ((((((int)threadIdx.x) * 2) + 184) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 13) % 19))) && ((((((int)threadIdx.x) * 2) + 13) % 19) < 18)) {
    condval_17 = data_ptr[(((((((((int)threadIdx.x) * 2) + 545) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 184) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 13) % 19)) + 1138)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1989)] = condval_17;
  float condval_18;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 94) % 361)) && ((((((int)threadIdx.x) * 2) + 94) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 18) % 19))) && ((((((int)threadIdx.x) * 2) + 18) % 19) < 18)) {
    condval_18 = data_ptr[(((((((((int)threadIdx.x) * 2) + 816) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 94) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 18) % 19)) + 1138)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2260)] = condval_18;
  float condval_19;
  if ((((1 <= ((((((int)threadIdx.x) * 2) / 19) + 5) % 19)) && ((((((int)threadIdx.x) * 2) + 95) % 361) < 342)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval_19 = data_ptr[(((((((((int)threadIdx.x) * 2) + 817) / 361) * 289) + (((((((int)threadIdx.x) * 2) / 19) + 5) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 19)) + 1138)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2261)] = condval_19;
  float condval_20;
  if (((7 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 5) % 19))) && ((((((int)threadIdx.x) * 2) + 5) % 19) < 18)) {
    condval_20 = data_ptr[((((((((int)threadIdx.x) * 2) + 5) / 19) * 17) + (((((int)threadIdx.x) * 2) + 5) % 19)) + 2005)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2532)] = condval_20;
  float condval_21;
  if (((6 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_21 = data_ptr[((((((((int)threadIdx.x) * 2) + 6) / 19) * 17) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 2005)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2533)] = condval_21;
  if (((int)threadIdx.x) < 42) {
    float condval_22;
    if (((((int)threadIdx.x) < 33) && (1 <= (((((int)threadIdx.x) * 2) + 11) % 19))) && ((((((int)threadIdx.x) * 2) + 11) % 19) < 18)) {
      condval_22 = data_ptr[((((((((int)threadIdx.x) * 2) + 277) / 19) * 17) + (((((int)threadIdx.x) * 2) + 11) % 19)) + 2005)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2804)] = condval_22;
    float condval_23;
    if (((((int)threadIdx.x) < 32) && (1 <= (((((int)threadIdx.x) * 2) + 12) % 19))) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
      condval_23 = data_ptr[((((((((int)threadIdx.x) * 2) + 278) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 2005)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2805)] = condval_23;
  }
  *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 576)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608)) + ((((int)threadIdx.x) % 9) * 4)) + 36));
  if (((int)threadIdx.x) < 8) {
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 1120)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) * 73728) + (((int)threadIdx.x) * 4)) + 69160));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v7 = (((int)threadIdx.x) % 17);
  int cse_v8 = (((int)threadIdx.x) / 17);
  int cse_v26 = ((((int)threadIdx.x) / 17) * 36);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 126; ++rc_0_ry_0_rx_0_fused) {
    int cse_v25 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v4 = (rc_0_ry_0_rx_0_fused * 1156);
    int cse_v57 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2));
    __syncthreads();
    float condval_24;
    if (((9 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
      condval_24 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) * 2) / 19) * 17)) + ((((int)threadIdx.x) * 2) % 19)) + 2294)];
    } else {
      condval_24 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2))] = condval_24;
    float condval_25;
    if (((9 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 19))) && ((((((int)threadIdx.x) * 2) + 1) % 19) < 18)) {
      condval_25 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 1) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 19)) + 2294)];
    } else {
      condval_25 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 1)] = condval_25;
    float condval_26;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 272) % 361)) && ((((((int)threadIdx.x) * 2) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
      condval_26 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 272) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 2294)];
    } else {
      condval_26 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 272)] = condval_26;
    float condval_27;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 273) % 361)) && ((((((int)threadIdx.x) * 2) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 7) % 19))) && ((((((int)threadIdx.x) * 2) + 7) % 19) < 18)) {
      condval_27 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 273) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19)) + 2294)];
    } else {
      condval_27 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 273)] = condval_27;
    float condval_28;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 183) % 361)) && ((((((int)threadIdx.x) * 2) + 183) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 12) % 19))) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
      condval_28 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 544) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 183) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 2294)];
    } else {
      condval_28 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 544)] = condval_28;
    float condval_29;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 184) % 361)) && ((((((int)threadIdx.x) * 2) + 184) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 13) % 19))) && ((((((int)threadIdx.x) * 2) + 13) % 19) < 18)) {
      condval_29 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 545) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 184) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 13) % 19)) + 2294)];
    } else {
      condval_29 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 545)] = condval_29;
    float condval_30;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 94) % 361)) && ((((((int)threadIdx.x) * 2) + 94) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 18) % 19))) && ((((((int)threadIdx.x) * 2) + 18) % 19) < 18)) {
      condval_30 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 816) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 94) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 18) % 19)) + 2294)];
    } else {
      condval_30 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 816)] = condval_30;
    float condval_31;
    if ((((1 <= ((((((int)threadIdx.x) * 2) / 19) + 5) % 19)) && ((((((int)threadIdx.x) * 2) + 95) % 361) < 342)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
      condval_31 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 817) / 361) * 289)) + (((((((int)threadIdx.x) * 2) / 19) + 5) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 19)) + 2294)];
    } else {
      condval_31 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 817)] = condval_31;
    float condval_32;
    if (((7 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 5) % 19))) && ((((((int)threadIdx.x) * 2) + 5) % 19) < 18)) {
      condval_32 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 5) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 5) % 19)) + 3161)];
    } else {
      condval_32 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 1088)] = condval_32;
    float condval_33;
    if (((6 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
      condval_33 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 6) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 3161)];
    } else {
      condval_33 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 1089)] = condval_33;
    if (((int)threadIdx.x) < 42) {
      float condval_34;
      if (((((int)threadIdx.x) < 33) && (1 <= (((((int)threadIdx.x) * 2) + 11) % 19))) && ((((((int)threadIdx.x) * 2) + 11) % 19) < 18)) {
        condval_34 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 277) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 11) % 19)) + 3161)];
      } else {
        condval_34 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 1360)] = condval_34;
      float condval_35;
      if (((((int)threadIdx.x) < 32) && (1 <= (((((int)threadIdx.x) * 2) + 12) % 19))) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
        condval_35 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 278) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 3161)];
      } else {
        condval_35 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 2)) + 1361)] = condval_35;
    }
    int cse_v5 = (rc_0_ry_0_rx_0_fused * 36);
    int cse_v58 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 576) + (((int)threadIdx.x) * 4));
    *(float4*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 576) + (((int)threadIdx.x) * 4))) = *(float4*)(kernel_ptr + (((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + ((((int)threadIdx.x) % 9) * 4)) + 72));
    if (((int)threadIdx.x) < 8) {
      *(float4*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 576) + (((int)threadIdx.x) * 4)) + 544)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + (rc_0_ry_0_rx_0_fused * 36)) + (((int)threadIdx.x) * 4)) + 69196));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 2; ++rc_1) {
      for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
        for (int yy_3 = 0; yy_3 < 17; ++yy_3) {
          int cse_v6 = (rc_0_ry_0_rx_0_fused % 3);
          int cse_v74 = (((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1);
          int cse_v87 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17));
          conv2d_nchw_local_ptr[yy_3] = (conv2d_nchw_local_ptr[yy_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1)]));
          int cse_v9 = (yy_3 + 17);
          conv2d_nchw_local_ptr[(yy_3 + 17)] = (conv2d_nchw_local_ptr[(yy_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 288)]));
          int cse_v94 = (((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 19);
          conv2d_nchw_local_ptr[yy_3] = (conv2d_nchw_local_ptr[yy_3] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 3)]));
          conv2d_nchw_local_ptr[(yy_3 + 17)] = (conv2d_nchw_local_ptr[(yy_3 + 17)] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 291)]));
          int cse_v95 = (((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 38);
          conv2d_nchw_local_ptr[yy_3] = (conv2d_nchw_local_ptr[yy_3] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 6)]));
          conv2d_nchw_local_ptr[(yy_3 + 17)] = (conv2d_nchw_local_ptr[(yy_3 + 17)] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 294)]));
          int cse_v96 = (((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 361);
          conv2d_nchw_local_ptr[yy_3] = (conv2d_nchw_local_ptr[yy_3] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 361)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 9)]));
          conv2d_nchw_local_ptr[(yy_3 + 17)] = (conv2d_nchw_local_ptr[(yy_3 + 17)] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 361)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 297)]));
          int cse_v97 = (((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 380);
          conv2d_nchw_local_ptr[yy_3] = (conv2d_nchw_local_ptr[yy_3] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 12)]));
          conv2d_nchw_local_ptr[(yy_3 + 17)] = (conv2d_nchw_local_ptr[(yy_3 + 17)] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 300)]));
          int cse_v98 = (((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 399);
          conv2d_nchw_local_ptr[yy_3] = (conv2d_nchw_local_ptr[yy_3] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 15)]));
          conv2d_nchw_local_ptr[(yy_3 + 17)] = (conv2d_nchw_local_ptr[(yy_3 + 17)] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (rc_1 * 722)) + (yy_3 * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 17) * 36)) + (rc_1 * 18)) + rx_1) + 303)]));
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 2; ++rc_1_1) {
    for (int rx_1_1 = 0; rx_1_1 < 3; ++rx_1_1) {
      for (int yy_3_1 = 0; yy_3_1 < 17; ++yy_3_1) {
        int cse_v59 = ((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17));
        int cse_v60 = ((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1);
        conv2d_nchw_local_ptr[yy_3_1] = (conv2d_nchw_local_ptr[yy_3_1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1)]));
        int cse_v10 = (yy_3_1 + 17);
        conv2d_nchw_local_ptr[(yy_3_1 + 17)] = (conv2d_nchw_local_ptr[(yy_3_1 + 17)] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 288)]));
        int cse_v75 = (((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 19);
        conv2d_nchw_local_ptr[yy_3_1] = (conv2d_nchw_local_ptr[yy_3_1] + (pad_temp_shared_ptr[(((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 3)]));
        conv2d_nchw_local_ptr[(yy_3_1 + 17)] = (conv2d_nchw_local_ptr[(yy_3_1 + 17)] + (pad_temp_shared_ptr[(((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 291)]));
        int cse_v76 = (((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 38);
        conv2d_nchw_local_ptr[yy_3_1] = (conv2d_nchw_local_ptr[yy_3_1] + (pad_temp_shared_ptr[(((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 6)]));
        conv2d_nchw_local_ptr[(yy_3_1 + 17)] = (conv2d_nchw_local_ptr[(yy_3_1 + 17)] + (pad_temp_shared_ptr[(((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 294)]));
        int cse_v77 = (((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 361);
        conv2d_nchw_local_ptr[yy_3_1] = (conv2d_nchw_local_ptr[yy_3_1] + (pad_temp_shared_ptr[(((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 361)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 9)]));
        conv2d_nchw_local_ptr[(yy_3_1 + 17)] = (conv2d_nchw_local_ptr[(yy_3_1 + 17)] + (pad_temp_shared_ptr[(((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 361)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 297)]));
        int cse_v78 = (((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 380);
        conv2d_nchw_local_ptr[yy_3_1] = (conv2d_nchw_local_ptr[yy_3_1] + (pad_temp_shared_ptr[(((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 12)]));
        conv2d_nchw_local_ptr[(yy_3_1 + 17)] = (conv2d_nchw_local_ptr[(yy_3_1 + 17)] + (pad_temp_shared_ptr[(((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 380)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 300)]));
        int cse_v79 = (((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 399);
        conv2d_nchw_local_ptr[yy_3_1] = (conv2d_nchw_local_ptr[yy_3_1] + (pad_temp_shared_ptr[(((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 15)]));
        conv2d_nchw_local_ptr[(yy_3_1 + 17)] = (conv2d_nchw_local_ptr[(yy_3_1 + 17)] + (pad_temp_shared_ptr[(((((rc_1_1 * 722) + (yy_3_1 * 19)) + rx_1_1) + (((int)threadIdx.x) % 17)) + 399)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_1 * 18)) + rx_1_1) + 303)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 2; ++rc_1_2) {
    for (int rx_1_2 = 0; rx_1_2 < 3; ++rx_1_2) {
      for (int yy_3_2 = 0; yy_3_2 < 17; ++yy_3_2) {
        int cse_v61 = ((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17));
        int cse_v62 = ((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2);
        int cse_v80 = (((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1444);
        conv2d_nchw_local_ptr[yy_3_2] = (conv2d_nchw_local_ptr[yy_3_2] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1444)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 576)]));
        int cse_v11 = (yy_3_2 + 17);
        conv2d_nchw_local_ptr[(yy_3_2 + 17)] = (conv2d_nchw_local_ptr[(yy_3_2 + 17)] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1444)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 864)]));
        int cse_v81 = (((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1463);
        conv2d_nchw_local_ptr[yy_3_2] = (conv2d_nchw_local_ptr[yy_3_2] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1463)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 579)]));
        conv2d_nchw_local_ptr[(yy_3_2 + 17)] = (conv2d_nchw_local_ptr[(yy_3_2 + 17)] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1463)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 867)]));
        int cse_v82 = (((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1482);
        conv2d_nchw_local_ptr[yy_3_2] = (conv2d_nchw_local_ptr[yy_3_2] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1482)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 582)]));
        conv2d_nchw_local_ptr[(yy_3_2 + 17)] = (conv2d_nchw_local_ptr[(yy_3_2 + 17)] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1482)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 870)]));
        int cse_v83 = (((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1805);
        conv2d_nchw_local_ptr[yy_3_2] = (conv2d_nchw_local_ptr[yy_3_2] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1805)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 585)]));
        conv2d_nchw_local_ptr[(yy_3_2 + 17)] = (conv2d_nchw_local_ptr[(yy_3_2 + 17)] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1805)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 873)]));
        int cse_v84 = (((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1824);
        conv2d_nchw_local_ptr[yy_3_2] = (conv2d_nchw_local_ptr[yy_3_2] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1824)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 588)]));
        conv2d_nchw_local_ptr[(yy_3_2 + 17)] = (conv2d_nchw_local_ptr[(yy_3_2 + 17)] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1824)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 876)]));
        int cse_v85 = (((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1843);
        conv2d_nchw_local_ptr[yy_3_2] = (conv2d_nchw_local_ptr[yy_3_2] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1843)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 591)]));
        conv2d_nchw_local_ptr[(yy_3_2 + 17)] = (conv2d_nchw_local_ptr[(yy_3_2 + 17)] + (pad_temp_shared_ptr[(((((rc_1_2 * 722) + (yy_3_2 * 19)) + rx_1_2) + (((int)threadIdx.x) % 17)) + 1843)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 36) + (rc_1_2 * 18)) + rx_1_2) + 879)]));
      }
    }
  }
  for (int ax2 = 0; ax2 < 17; ++ax2) {
    int cse_v86 = ((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 289)) + (ax2 * 17)) + (((int)threadIdx.x) % 17));
    conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 289)) + (ax2 * 17)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[ax2];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 289)) + (ax2 * 17)) + (((int)threadIdx.x) % 17)) + 2312)] = conv2d_nchw_local_ptr[(ax2 + 17)];
  }
}

