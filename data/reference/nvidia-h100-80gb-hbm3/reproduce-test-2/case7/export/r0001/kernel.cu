
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
  alignas(64) float conv2d_nchw_local_ptr[68];
  __shared__ alignas(64) float pad_temp_shared_ptr[7752];
  __shared__ alignas(64) float kernel_shared_ptr[1152];
  for (int xx_3_init = 0; xx_3_init < 17; ++xx_3_init) {
    conv2d_nchw_local_ptr[xx_3_init] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[(xx_3_init + 17)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[(xx_3_init + 34)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[(xx_3_init + 51)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v1 = (((int)threadIdx.x) % 17);
  int cse_v2 = (((int)threadIdx.x) + 68);
  int cse_v3 = (((int)threadIdx.x) / 17);
  int cse_v4 = (((int)threadIdx.x) + 272);
  int cse_v5 = (((int)blockIdx.x) * 73728);
  int cse_v6 = (((int)threadIdx.x) * 4);
  int cse_v19 = ((((int)threadIdx.x) + 612) / 323);
  int cse_v20 = ((((int)threadIdx.x) + 952) / 323);
  int cse_v21 = ((((int)threadIdx.x) + 1564) / 323);
  int cse_v22 = ((((int)threadIdx.x) + 1904) / 323);
  int cse_v23 = ((((int)threadIdx.x) + 2244) / 323);
  int cse_v24 = ((((int)threadIdx.x) % 6) * 12);
  int cse_v29 = (((((int)threadIdx.x) / 17) + 16) % 19);
  int cse_v30 = (((((int)threadIdx.x) + 272) / 323) * 289);
  int cse_v31 = (((((int)threadIdx.x) / 17) + 17) % 19);
  int cse_v32 = (((((int)threadIdx.x) + 612) / 323) * 289);
  int cse_v33 = (((((int)threadIdx.x) + 612) / 323) * 323);
  int cse_v34 = (((((int)threadIdx.x) / 17) + 18) % 19);
  int cse_v35 = (((((int)threadIdx.x) + 952) / 323) * 289);
  int cse_v36 = (((((int)threadIdx.x) + 952) / 323) * 323);
  int cse_v37 = (((((int)threadIdx.x) + 1564) / 323) * 289);
  int cse_v38 = (((((int)threadIdx.x) + 1564) / 323) * 323);
  int cse_v39 = (((((int)threadIdx.x) + 1904) / 323) * 289);
  int cse_v40 = (((((int)threadIdx.x) + 1904) / 323) * 323);
  int cse_v41 = (((((int)threadIdx.x) + 2244) / 323) * 289);
  int cse_v42 = (((((int)threadIdx.x) + 2244) / 323) * 323);
  int cse_v43 = ((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608));
  int cse_v50 = ((((((int)threadIdx.x) / 17) + 16) % 19) * 17);
  int cse_v51 = ((((((int)threadIdx.x) / 17) + 17) % 19) * 17);
  int cse_v52 = ((((((int)threadIdx.x) / 17) + 18) % 19) * 17);
  int cse_v53 = (((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 12));
  int cse_v54 = ((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608));
  int cse_v55 = ((((((int)threadIdx.x) * 4) + 8) % 24) * 3);
  int cse_v61 = (((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3));
  int cse_v77 = (((((((int)threadIdx.x) + 272) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v78 = (((((((int)threadIdx.x) + 612) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v79 = (((((((int)threadIdx.x) + 612) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v80 = (((((((int)threadIdx.x) + 952) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v81 = (((((((int)threadIdx.x) + 952) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v82 = (((((((int)threadIdx.x) + 1564) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v83 = (((((((int)threadIdx.x) + 1564) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v84 = (((((((int)threadIdx.x) + 1904) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v85 = (((((((int)threadIdx.x) + 1904) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v86 = (((((((int)threadIdx.x) + 2244) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v87 = (((((((int)threadIdx.x) + 2244) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17));
  float condval;
  if ((17 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval = data_ptr[(((int)threadIdx.x) - 18)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  float condval_1;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_1 = data_ptr[(((int)threadIdx.x) + 50)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 68)] = condval_1;
  float condval_2;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_2 = data_ptr[(((int)threadIdx.x) + 118)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_2;
  float condval_3;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_3 = data_ptr[(((int)threadIdx.x) + 186)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 204)] = condval_3;
  float condval_4;
  if (((1 <= (((((int)threadIdx.x) / 17) + 16) % 19)) && ((((((int)threadIdx.x) / 17) + 16) % 19) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_4 = data_ptr[((((((((int)threadIdx.x) + 272) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 18)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_4;
  float condval_5;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_5 = data_ptr[(((int)threadIdx.x) + 288)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 340)] = condval_5;
  float condval_6;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_6 = data_ptr[(((int)threadIdx.x) + 356)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 408)] = condval_6;
  float condval_7;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_7 = data_ptr[(((int)threadIdx.x) + 424)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 476)] = condval_7;
  float condval_8;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_8 = data_ptr[(((int)threadIdx.x) + 492)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_8;
  float condval_9;
  if (((1 <= (((((int)threadIdx.x) / 17) + 17) % 19)) && ((((((int)threadIdx.x) / 17) + 17) % 19) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_9 = data_ptr[((((((((int)threadIdx.x) + 612) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 18)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((int)threadIdx.x) + 612) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_9;
  float condval_10;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_10 = data_ptr[(((int)threadIdx.x) + 594)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 680)] = condval_10;
  float condval_11;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_11 = data_ptr[(((int)threadIdx.x) + 662)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 748)] = condval_11;
  float condval_12;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_12 = data_ptr[(((int)threadIdx.x) + 730)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 816)] = condval_12;
  float condval_13;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_13 = data_ptr[(((int)threadIdx.x) + 798)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 884)] = condval_13;
  float condval_14;
  if (((1 <= (((((int)threadIdx.x) / 17) + 18) % 19)) && ((((((int)threadIdx.x) / 17) + 18) % 19) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_14 = data_ptr[((((((((int)threadIdx.x) + 952) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 18)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((int)threadIdx.x) + 952) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_14;
  float condval_15;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_15 = data_ptr[(((int)threadIdx.x) + 900)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1020)] = condval_15;
  float condval_16;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_16 = data_ptr[(((int)threadIdx.x) + 968)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_16;
  float condval_17;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_17 = data_ptr[(((int)threadIdx.x) + 1036)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1156)] = condval_17;
  float condval_18;
  if ((((int)threadIdx.x) < 51) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_18 = data_ptr[(((int)threadIdx.x) + 1104)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1224)] = condval_18;
  float condval_19;
  if ((17 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_19 = data_ptr[(((int)threadIdx.x) + 1138)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1292)] = condval_19;
  float condval_20;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_20 = data_ptr[(((int)threadIdx.x) + 1206)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1360)] = condval_20;
  float condval_21;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_21 = data_ptr[(((int)threadIdx.x) + 1274)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1428)] = condval_21;
  float condval_22;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_22 = data_ptr[(((int)threadIdx.x) + 1342)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1496)] = condval_22;
  float condval_23;
  if (((1 <= (((((int)threadIdx.x) / 17) + 16) % 19)) && ((((((int)threadIdx.x) / 17) + 16) % 19) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_23 = data_ptr[((((((((int)threadIdx.x) + 1564) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 18)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((int)threadIdx.x) + 1564) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_23;
  float condval_24;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_24 = data_ptr[(((int)threadIdx.x) + 1444)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1632)] = condval_24;
  float condval_25;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_25 = data_ptr[(((int)threadIdx.x) + 1512)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1700)] = condval_25;
  float condval_26;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_26 = data_ptr[(((int)threadIdx.x) + 1580)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1768)] = condval_26;
  float condval_27;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_27 = data_ptr[(((int)threadIdx.x) + 1648)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1836)] = condval_27;
  float condval_28;
  if (((1 <= (((((int)threadIdx.x) / 17) + 17) % 19)) && ((((((int)threadIdx.x) / 17) + 17) % 19) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_28 = data_ptr[((((((((int)threadIdx.x) + 1904) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 18)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((int)threadIdx.x) + 1904) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_28;
  float condval_29;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_29 = data_ptr[(((int)threadIdx.x) + 1750)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1972)] = condval_29;
  float condval_30;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_30 = data_ptr[(((int)threadIdx.x) + 1818)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2040)] = condval_30;
  float condval_31;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_31 = data_ptr[(((int)threadIdx.x) + 1886)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2108)] = condval_31;
  float condval_32;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_32 = data_ptr[(((int)threadIdx.x) + 1954)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2176)] = condval_32;
  float condval_33;
  if (((1 <= (((((int)threadIdx.x) / 17) + 18) % 19)) && ((((((int)threadIdx.x) / 17) + 18) % 19) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_33 = data_ptr[((((((((int)threadIdx.x) + 2244) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 18)];
  } else {
    condval_33 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((int)threadIdx.x) + 2244) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_33;
  float condval_34;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_34 = data_ptr[(((int)threadIdx.x) + 2056)];
  } else {
    condval_34 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2312)] = condval_34;
  float condval_35;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_35 = data_ptr[(((int)threadIdx.x) + 2124)];
  } else {
    condval_35 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2380)] = condval_35;
  float condval_36;
  if (1 <= (((int)threadIdx.x) % 17)) {
    condval_36 = data_ptr[(((int)threadIdx.x) + 2192)];
  } else {
    condval_36 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2448)] = condval_36;
  float condval_37;
  if ((((int)threadIdx.x) < 51) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_37 = data_ptr[(((int)threadIdx.x) + 2260)];
  } else {
    condval_37 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2516)] = condval_37;
  int4 v_ = make_int4(((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 12)))+(3*0), ((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 12)))+(3*1), ((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 12)))+(3*2), ((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 12)))+(3*3));
  *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = make_float4(kernel_ptr[v_.x],kernel_ptr[v_.y],kernel_ptr[v_.z],kernel_ptr[v_.w]);
  if (((int)threadIdx.x) < 28) {
    int4 v__1 = make_int4(((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)))+(3*0), ((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)))+(3*1), ((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)))+(3*2), ((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)))+(3*3));
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 272)) = make_float4(kernel_ptr[v__1.x],kernel_ptr[v__1.y],kernel_ptr[v__1.z],kernel_ptr[v__1.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_38;
  if (17 <= ((int)threadIdx.x)) {
    condval_38 = data_ptr[(((int)threadIdx.x) - 17)];
  } else {
    condval_38 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2584)] = condval_38;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2652)] = data_ptr[(((int)threadIdx.x) + 51)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2720)] = data_ptr[(((int)threadIdx.x) + 119)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2788)] = data_ptr[(((int)threadIdx.x) + 187)];
  float condval_39;
  if ((1 <= (((((int)threadIdx.x) / 17) + 16) % 19)) && ((((((int)threadIdx.x) / 17) + 16) % 19) < 18)) {
    condval_39 = data_ptr[((((((((int)threadIdx.x) + 272) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 17)];
  } else {
    condval_39 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2856)] = condval_39;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2924)] = data_ptr[(((int)threadIdx.x) + 289)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2992)] = data_ptr[(((int)threadIdx.x) + 357)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3060)] = data_ptr[(((int)threadIdx.x) + 425)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3128)] = data_ptr[(((int)threadIdx.x) + 493)];
  float condval_40;
  if ((1 <= (((((int)threadIdx.x) / 17) + 17) % 19)) && ((((((int)threadIdx.x) / 17) + 17) % 19) < 18)) {
    condval_40 = data_ptr[((((((((int)threadIdx.x) + 612) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 17)];
  } else {
    condval_40 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 612) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) + 2584)] = condval_40;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3264)] = data_ptr[(((int)threadIdx.x) + 595)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3332)] = data_ptr[(((int)threadIdx.x) + 663)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3400)] = data_ptr[(((int)threadIdx.x) + 731)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3468)] = data_ptr[(((int)threadIdx.x) + 799)];
  float condval_41;
  if ((1 <= (((((int)threadIdx.x) / 17) + 18) % 19)) && ((((((int)threadIdx.x) / 17) + 18) % 19) < 18)) {
    condval_41 = data_ptr[((((((((int)threadIdx.x) + 952) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 17)];
  } else {
    condval_41 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 952) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17)) + 2584)] = condval_41;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3604)] = data_ptr[(((int)threadIdx.x) + 901)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3672)] = data_ptr[(((int)threadIdx.x) + 969)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3740)] = data_ptr[(((int)threadIdx.x) + 1037)];
  float condval_42;
  if (((int)threadIdx.x) < 51) {
    condval_42 = data_ptr[(((int)threadIdx.x) + 1105)];
  } else {
    condval_42 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3808)] = condval_42;
  float condval_43;
  if (17 <= ((int)threadIdx.x)) {
    condval_43 = data_ptr[(((int)threadIdx.x) + 1139)];
  } else {
    condval_43 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3876)] = condval_43;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3944)] = data_ptr[(((int)threadIdx.x) + 1207)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4012)] = data_ptr[(((int)threadIdx.x) + 1275)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4080)] = data_ptr[(((int)threadIdx.x) + 1343)];
  float condval_44;
  if ((1 <= (((((int)threadIdx.x) / 17) + 16) % 19)) && ((((((int)threadIdx.x) / 17) + 16) % 19) < 18)) {
    condval_44 = data_ptr[((((((((int)threadIdx.x) + 1564) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 17)];
  } else {
    condval_44 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 1564) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17)) + 2584)] = condval_44;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4216)] = data_ptr[(((int)threadIdx.x) + 1445)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4284)] = data_ptr[(((int)threadIdx.x) + 1513)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4352)] = data_ptr[(((int)threadIdx.x) + 1581)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4420)] = data_ptr[(((int)threadIdx.x) + 1649)];
  float condval_45;
  if ((1 <= (((((int)threadIdx.x) / 17) + 17) % 19)) && ((((((int)threadIdx.x) / 17) + 17) % 19) < 18)) {
    condval_45 = data_ptr[((((((((int)threadIdx.x) + 1904) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 17)];
  } else {
    condval_45 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 1904) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) + 2584)] = condval_45;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4556)] = data_ptr[(((int)threadIdx.x) + 1751)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4624)] = data_ptr[(((int)threadIdx.x) + 1819)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4692)] = data_ptr[(((int)threadIdx.x) + 1887)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4760)] = data_ptr[(((int)threadIdx.x) + 1955)];
  float condval_46;
  if ((1 <= (((((int)threadIdx.x) / 17) + 18) % 19)) && ((((((int)threadIdx.x) / 17) + 18) % 19) < 18)) {
    condval_46 = data_ptr[((((((((int)threadIdx.x) + 2244) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 17)];
  } else {
    condval_46 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 2244) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17)) + 2584)] = condval_46;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4896)] = data_ptr[(((int)threadIdx.x) + 2057)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4964)] = data_ptr[(((int)threadIdx.x) + 2125)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 5032)] = data_ptr[(((int)threadIdx.x) + 2193)];
  float condval_47;
  if (((int)threadIdx.x) < 51) {
    condval_47 = data_ptr[(((int)threadIdx.x) + 2261)];
  } else {
    condval_47 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 5100)] = condval_47;
  int4 v__2 = make_int4((((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 12)) + 1))+(3*0), (((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 12)) + 1))+(3*1), (((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 12)) + 1))+(3*2), (((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + ((((int)threadIdx.x) % 6) * 12)) + 1))+(3*3));
  *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 384)) = make_float4(kernel_ptr[v__2.x],kernel_ptr[v__2.y],kernel_ptr[v__2.z],kernel_ptr[v__2.w]);
  if (((int)threadIdx.x) < 28) {
    int4 v__3 = make_int4((((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)) + 1))+(3*0), (((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)) + 1))+(3*1), (((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)) + 1))+(3*2), (((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)) + 1))+(3*3));
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 656)) = make_float4(kernel_ptr[v__3.x],kernel_ptr[v__3.y],kernel_ptr[v__3.z],kernel_ptr[v__3.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v27 = ((((int)threadIdx.x) % 17) * 17);
  int cse_v28 = ((((int)threadIdx.x) / 17) * 96);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 190; ++rc_0_ry_0_rx_0_fused) {
    int cse_v7 = (rc_0_ry_0_rx_0_fused + 2);
    int cse_v25 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v26 = ((rc_0_ry_0_rx_0_fused + 2) / 3);
    int cse_v44 = ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3));
    int cse_v45 = (((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312);
    int cse_v46 = (((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584);
    int cse_v56 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x));
    int cse_v62 = (((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3));
    __syncthreads();
    float condval_48;
    if (((17 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_48 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_48 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x))] = condval_48;
    float condval_49;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_49 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 50)];
    } else {
      condval_49 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 68)] = condval_49;
    float condval_50;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_50 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 118)];
    } else {
      condval_50 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 136)] = condval_50;
    float condval_51;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_51 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 186)];
    } else {
      condval_51 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 204)] = condval_51;
    float condval_52;
    if ((((1 <= (((((int)threadIdx.x) / 17) + 16) % 19)) && ((((((int)threadIdx.x) / 17) + 16) % 19) < 18)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_52 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((((int)threadIdx.x) + 272) / 323) * 289)) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_52 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 272)] = condval_52;
    float condval_53;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_53 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 288)];
    } else {
      condval_53 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 340)] = condval_53;
    float condval_54;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_54 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 356)];
    } else {
      condval_54 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 408)] = condval_54;
    float condval_55;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_55 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 424)];
    } else {
      condval_55 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 476)] = condval_55;
    float condval_56;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_56 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 492)];
    } else {
      condval_56 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 544)] = condval_56;
    float condval_57;
    if ((((1 <= (((((int)threadIdx.x) / 17) + 17) % 19)) && ((((((int)threadIdx.x) / 17) + 17) % 19) < 18)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_57 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((((int)threadIdx.x) + 612) / 323) * 289)) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_57 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((((int)threadIdx.x) + 612) / 323) * 323)) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_57;
    float condval_58;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_58 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 594)];
    } else {
      condval_58 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 680)] = condval_58;
    float condval_59;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_59 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 662)];
    } else {
      condval_59 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 748)] = condval_59;
    float condval_60;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_60 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 730)];
    } else {
      condval_60 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 816)] = condval_60;
    float condval_61;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_61 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 798)];
    } else {
      condval_61 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 884)] = condval_61;
    float condval_62;
    if ((((1 <= (((((int)threadIdx.x) / 17) + 18) % 19)) && ((((((int)threadIdx.x) / 17) + 18) % 19) < 18)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_62 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((((int)threadIdx.x) + 952) / 323) * 289)) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_62 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((((int)threadIdx.x) + 952) / 323) * 323)) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_62;
    float condval_63;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_63 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 900)];
    } else {
      condval_63 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1020)] = condval_63;
    float condval_64;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_64 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 968)];
    } else {
      condval_64 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1088)] = condval_64;
    float condval_65;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_65 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1036)];
    } else {
      condval_65 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1156)] = condval_65;
    float condval_66;
    if (((((int)threadIdx.x) < 51) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_66 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1104)];
    } else {
      condval_66 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1224)] = condval_66;
    float condval_67;
    if (((17 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_67 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1138)];
    } else {
      condval_67 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1292)] = condval_67;
    float condval_68;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_68 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1206)];
    } else {
      condval_68 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1360)] = condval_68;
    float condval_69;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_69 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1274)];
    } else {
      condval_69 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1428)] = condval_69;
    float condval_70;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_70 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1342)];
    } else {
      condval_70 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1496)] = condval_70;
    float condval_71;
    if ((((1 <= (((((int)threadIdx.x) / 17) + 16) % 19)) && ((((((int)threadIdx.x) / 17) + 16) % 19) < 18)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_71 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((((int)threadIdx.x) + 1564) / 323) * 289)) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_71 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((((int)threadIdx.x) + 1564) / 323) * 323)) + ((((((int)threadIdx.x) / 17) + 16) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_71;
    float condval_72;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_72 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1444)];
    } else {
      condval_72 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1632)] = condval_72;
    float condval_73;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_73 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1512)];
    } else {
      condval_73 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1700)] = condval_73;
    float condval_74;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_74 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1580)];
    } else {
      condval_74 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1768)] = condval_74;
    float condval_75;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_75 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1648)];
    } else {
      condval_75 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1836)] = condval_75;
    float condval_76;
    if ((((1 <= (((((int)threadIdx.x) / 17) + 17) % 19)) && ((((((int)threadIdx.x) / 17) + 17) % 19) < 18)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_76 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((((int)threadIdx.x) + 1904) / 323) * 289)) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_76 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((((int)threadIdx.x) + 1904) / 323) * 323)) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_76;
    float condval_77;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_77 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1750)];
    } else {
      condval_77 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 1972)] = condval_77;
    float condval_78;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_78 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1818)];
    } else {
      condval_78 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 2040)] = condval_78;
    float condval_79;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_79 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1886)];
    } else {
      condval_79 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 2108)] = condval_79;
    float condval_80;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_80 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1954)];
    } else {
      condval_80 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 2176)] = condval_80;
    float condval_81;
    if ((((1 <= (((((int)threadIdx.x) / 17) + 18) % 19)) && ((((((int)threadIdx.x) / 17) + 18) % 19) < 18)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_81 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((((int)threadIdx.x) + 2244) / 323) * 289)) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_81 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((((int)threadIdx.x) + 2244) / 323) * 323)) + ((((((int)threadIdx.x) / 17) + 18) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_81;
    float condval_82;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_82 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2056)];
    } else {
      condval_82 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 2312)] = condval_82;
    float condval_83;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_83 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2124)];
    } else {
      condval_83 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 2380)] = condval_83;
    float condval_84;
    if ((1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_84 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2192)];
    } else {
      condval_84 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 2448)] = condval_84;
    float condval_85;
    if (((((int)threadIdx.x) < 51) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_85 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2260)];
    } else {
      condval_85 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((int)threadIdx.x)) + 2516)] = condval_85;
    int cse_v47 = (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72);
    int cse_v57 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 384) + (((int)threadIdx.x) * 4));
    int4 v__4 = make_int4(((((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + ((((int)threadIdx.x) % 6) * 12)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))+(3*0), ((((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + ((((int)threadIdx.x) % 6) * 12)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))+(3*1), ((((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + ((((int)threadIdx.x) % 6) * 12)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))+(3*2), ((((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 6) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + ((((int)threadIdx.x) % 6) * 12)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))+(3*3));
    *(float4*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 384) + (((int)threadIdx.x) * 4))) = make_float4(kernel_ptr[v__4.x],kernel_ptr[v__4.y],kernel_ptr[v__4.z],kernel_ptr[v__4.w]);
    if (((int)threadIdx.x) < 28) {
      int4 v__5 = make_int4(((((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))+(3*0), ((((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))+(3*1), ((((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))+(3*2), ((((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 6) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + ((((((int)threadIdx.x) * 4) + 8) % 24) * 3)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))+(3*3));
      *(float4*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 384) + (((int)threadIdx.x) * 4)) + 272)) = make_float4(kernel_ptr[v__5.x],kernel_ptr[v__5.y],kernel_ptr[v__5.z],kernel_ptr[v__5.w]);
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
      for (int xx_3 = 0; xx_3 < 17; ++xx_3) {
        int cse_v8 = (rc_0_ry_0_rx_0_fused % 3);
        int cse_v58 = ((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6));
        int cse_v63 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6))]));
        int cse_v9 = (xx_3 + 17);
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 24)]));
        int cse_v10 = (xx_3 + 34);
        conv2d_nchw_local_ptr[(xx_3 + 34)] = (conv2d_nchw_local_ptr[(xx_3 + 34)] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 48)]));
        int cse_v11 = (xx_3 + 51);
        conv2d_nchw_local_ptr[(xx_3 + 51)] = (conv2d_nchw_local_ptr[(xx_3 + 51)] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 72)]));
        int cse_v88 = ((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 17);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 1)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 25)]));
        conv2d_nchw_local_ptr[(xx_3 + 34)] = (conv2d_nchw_local_ptr[(xx_3 + 34)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 49)]));
        conv2d_nchw_local_ptr[(xx_3 + 51)] = (conv2d_nchw_local_ptr[(xx_3 + 51)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 73)]));
        int cse_v89 = ((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 34);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 34)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 2)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 34)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 26)]));
        conv2d_nchw_local_ptr[(xx_3 + 34)] = (conv2d_nchw_local_ptr[(xx_3 + 34)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 34)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 50)]));
        conv2d_nchw_local_ptr[(xx_3 + 51)] = (conv2d_nchw_local_ptr[(xx_3 + 51)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 34)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 74)]));
        int cse_v90 = ((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 323);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 323)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 3)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 323)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 27)]));
        conv2d_nchw_local_ptr[(xx_3 + 34)] = (conv2d_nchw_local_ptr[(xx_3 + 34)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 323)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 51)]));
        conv2d_nchw_local_ptr[(xx_3 + 51)] = (conv2d_nchw_local_ptr[(xx_3 + 51)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 323)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 75)]));
        int cse_v91 = ((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 340);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 340)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 4)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 340)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 28)]));
        conv2d_nchw_local_ptr[(xx_3 + 34)] = (conv2d_nchw_local_ptr[(xx_3 + 34)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 340)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 52)]));
        conv2d_nchw_local_ptr[(xx_3 + 51)] = (conv2d_nchw_local_ptr[(xx_3 + 51)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 340)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 76)]));
        int cse_v92 = ((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 357);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 357)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 5)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 357)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 29)]));
        conv2d_nchw_local_ptr[(xx_3 + 34)] = (conv2d_nchw_local_ptr[(xx_3 + 34)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 357)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 53)]));
        conv2d_nchw_local_ptr[(xx_3 + 51)] = (conv2d_nchw_local_ptr[(xx_3 + 51)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 646)) + ((((int)threadIdx.x) % 17) * 17)) + xx_3) + 357)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 384) + ((((int)threadIdx.x) / 17) * 96)) + (rc_1 * 6)) + 77)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 4; ++rc_1_1) {
    for (int xx_3_1 = 0; xx_3_1 < 17; ++xx_3_1) {
      int cse_v48 = (((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6));
      int cse_v59 = (((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1);
      int cse_v64 = ((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2584);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 384)]));
      int cse_v12 = (xx_3_1 + 17);
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 408)]));
      int cse_v13 = (xx_3_1 + 34);
      conv2d_nchw_local_ptr[(xx_3_1 + 34)] = (conv2d_nchw_local_ptr[(xx_3_1 + 34)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 432)]));
      int cse_v14 = (xx_3_1 + 51);
      conv2d_nchw_local_ptr[(xx_3_1 + 51)] = (conv2d_nchw_local_ptr[(xx_3_1 + 51)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 456)]));
      int cse_v65 = ((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2601);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2601)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 385)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2601)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 409)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 34)] = (conv2d_nchw_local_ptr[(xx_3_1 + 34)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2601)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 433)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 51)] = (conv2d_nchw_local_ptr[(xx_3_1 + 51)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2601)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 457)]));
      int cse_v66 = ((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2618);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2618)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 386)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2618)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 410)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 34)] = (conv2d_nchw_local_ptr[(xx_3_1 + 34)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2618)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 434)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 51)] = (conv2d_nchw_local_ptr[(xx_3_1 + 51)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2618)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 458)]));
      int cse_v67 = ((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2907);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2907)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 387)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2907)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 411)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 34)] = (conv2d_nchw_local_ptr[(xx_3_1 + 34)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2907)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 435)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 51)] = (conv2d_nchw_local_ptr[(xx_3_1 + 51)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2907)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 459)]));
      int cse_v68 = ((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2924);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2924)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 388)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2924)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 412)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 34)] = (conv2d_nchw_local_ptr[(xx_3_1 + 34)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2924)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 436)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 51)] = (conv2d_nchw_local_ptr[(xx_3_1 + 51)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2924)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 460)]));
      int cse_v69 = ((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2941);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2941)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 389)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2941)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 413)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 34)] = (conv2d_nchw_local_ptr[(xx_3_1 + 34)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2941)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 437)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 51)] = (conv2d_nchw_local_ptr[(xx_3_1 + 51)] + (pad_temp_shared_ptr[((((rc_1_1 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_1) + 2941)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_1 * 6)) + 461)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 4; ++rc_1_2) {
    for (int xx_3_2 = 0; xx_3_2 < 17; ++xx_3_2) {
      int cse_v49 = (((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6));
      int cse_v60 = (((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2);
      int cse_v70 = ((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5168);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5168)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 768)]));
      int cse_v15 = (xx_3_2 + 17);
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5168)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 792)]));
      int cse_v16 = (xx_3_2 + 34);
      conv2d_nchw_local_ptr[(xx_3_2 + 34)] = (conv2d_nchw_local_ptr[(xx_3_2 + 34)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5168)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 816)]));
      int cse_v17 = (xx_3_2 + 51);
      conv2d_nchw_local_ptr[(xx_3_2 + 51)] = (conv2d_nchw_local_ptr[(xx_3_2 + 51)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5168)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 840)]));
      int cse_v71 = ((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5185);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5185)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 769)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5185)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 793)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 34)] = (conv2d_nchw_local_ptr[(xx_3_2 + 34)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5185)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 817)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 51)] = (conv2d_nchw_local_ptr[(xx_3_2 + 51)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5185)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 841)]));
      int cse_v72 = ((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5202);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5202)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 770)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5202)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 794)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 34)] = (conv2d_nchw_local_ptr[(xx_3_2 + 34)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5202)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 818)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 51)] = (conv2d_nchw_local_ptr[(xx_3_2 + 51)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5202)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 842)]));
      int cse_v73 = ((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5491);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5491)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 771)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5491)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 795)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 34)] = (conv2d_nchw_local_ptr[(xx_3_2 + 34)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5491)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 819)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 51)] = (conv2d_nchw_local_ptr[(xx_3_2 + 51)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5491)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 843)]));
      int cse_v74 = ((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5508);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5508)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 772)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5508)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 796)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 34)] = (conv2d_nchw_local_ptr[(xx_3_2 + 34)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5508)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 820)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 51)] = (conv2d_nchw_local_ptr[(xx_3_2 + 51)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5508)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 844)]));
      int cse_v75 = ((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5525);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5525)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 773)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5525)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 797)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 34)] = (conv2d_nchw_local_ptr[(xx_3_2 + 34)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5525)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 821)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 51)] = (conv2d_nchw_local_ptr[(xx_3_2 + 51)] + (pad_temp_shared_ptr[((((rc_1_2 * 646) + ((((int)threadIdx.x) % 17) * 17)) + xx_3_2) + 5525)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 96) + (rc_1_2 * 6)) + 845)]));
    }
  }
  for (int ax1 = 0; ax1 < 4; ++ax1) {
    int cse_v18 = (ax1 * 17);
    int cse_v76 = ((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17));
    conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17))] = conv2d_nchw_local_ptr[(ax1 * 17)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 1)] = conv2d_nchw_local_ptr[((ax1 * 17) + 1)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 2)] = conv2d_nchw_local_ptr[((ax1 * 17) + 2)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 3)] = conv2d_nchw_local_ptr[((ax1 * 17) + 3)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 4)] = conv2d_nchw_local_ptr[((ax1 * 17) + 4)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 5)] = conv2d_nchw_local_ptr[((ax1 * 17) + 5)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 6)] = conv2d_nchw_local_ptr[((ax1 * 17) + 6)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 7)] = conv2d_nchw_local_ptr[((ax1 * 17) + 7)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 8)] = conv2d_nchw_local_ptr[((ax1 * 17) + 8)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 9)] = conv2d_nchw_local_ptr[((ax1 * 17) + 9)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 10)] = conv2d_nchw_local_ptr[((ax1 * 17) + 10)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 11)] = conv2d_nchw_local_ptr[((ax1 * 17) + 11)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 12)] = conv2d_nchw_local_ptr[((ax1 * 17) + 12)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 13)] = conv2d_nchw_local_ptr[((ax1 * 17) + 13)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 14)] = conv2d_nchw_local_ptr[((ax1 * 17) + 14)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 15)] = conv2d_nchw_local_ptr[((ax1 * 17) + 15)];
    conv2d_nchw_ptr[(((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + (ax1 * 289)) + ((((int)threadIdx.x) % 17) * 17)) + 16)] = conv2d_nchw_local_ptr[((ax1 * 17) + 16)];
  }
}

