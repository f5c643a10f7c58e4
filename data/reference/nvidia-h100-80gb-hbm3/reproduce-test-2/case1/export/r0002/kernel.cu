
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
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[6120];
  __shared__ alignas(64) float kernel_shared_ptr[432];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 68);
  int cse_v2 = (((int)threadIdx.x) % 68);
  int cse_v4 = (((int)blockIdx.x) / 544);
  int cse_v9 = ((((int)blockIdx.x) % 544) >> 3);
  int cse_v10 = ((((int)blockIdx.x) & 7) * 68);
  int cse_v61 = (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68));
  int cse_v62 = (((((int)blockIdx.x) % 544) >> 3) * 4352);
  int cse_v63 = (((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 3));
  int cse_v99 = ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68));
  int cse_v126 = ((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68));
  int cse_v3 = (((int)threadIdx.x) + 136);
  float condval;
  if ((1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68))) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)))) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  float condval_1;
  if (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68))) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 543)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_1;
  float condval_2;
  if (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68))) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1631)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_2;
  float condval_3;
  if (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68))) {
    condval_3 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2719)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 408)] = condval_3;
  float condval_4;
  if ((((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68)) < 537) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)))) {
    condval_4 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 3807)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_4;
  float condval_5;
  if ((1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68))) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)))) {
    condval_5 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 295391)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 680)] = condval_5;
  float condval_6;
  if (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68))) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 296479)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 816)] = condval_6;
  float condval_7;
  if (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68))) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 297567)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 952)] = condval_7;
  float condval_8;
  if (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68))) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 298655)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_8;
  float condval_9;
  if ((((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68)) < 537) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)))) {
    condval_9 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 299743)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1224)] = condval_9;
  float condval_10;
  if ((1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68))) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)))) {
    condval_10 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 591327)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1360)] = condval_10;
  float condval_11;
  if (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68))) {
    condval_11 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 592415)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1496)] = condval_11;
  float condval_12;
  if (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68))) {
    condval_12 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 593503)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1632)] = condval_12;
  float condval_13;
  if (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68))) {
    condval_13 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 594591)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1768)] = condval_13;
  float condval_14;
  if ((((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68)) < 537) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)))) {
    condval_14 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 595679)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1904)] = condval_14;
  kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 3))];
  if (((int)threadIdx.x) < 8) {
    kernel_shared_ptr[(((int)threadIdx.x) + 136)] = kernel_ptr[((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 3)) + 408)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_15;
  if (1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68))) {
    condval_15 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) - 544)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2040)] = condval_15;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2176)] = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 544)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2312)] = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1632)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2448)] = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2720)];
  float condval_16;
  if (((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68)) < 537) {
    condval_16 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 3808)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2584)] = condval_16;
  float condval_17;
  if (1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68))) {
    condval_17 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 295392)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2720)] = condval_17;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2856)] = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 296480)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2992)] = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 297568)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3128)] = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 298656)];
  float condval_18;
  if (((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68)) < 537) {
    condval_18 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 299744)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3264)] = condval_18;
  float condval_19;
  if (1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68))) {
    condval_19 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 591328)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3400)] = condval_19;
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3536)] = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 592416)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3672)] = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 593504)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3808)] = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 594592)];
  float condval_20;
  if (((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68)) < 537) {
    condval_20 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 595680)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3944)] = condval_20;
  kernel_shared_ptr[(((int)threadIdx.x) + 144)] = kernel_ptr[((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 3)) + 1)];
  if (((int)threadIdx.x) < 8) {
    kernel_shared_ptr[(((int)threadIdx.x) + 280)] = kernel_ptr[((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 3)) + 409)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_21;
  if ((1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68))) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543)) {
    condval_21 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) - 543)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4080)] = condval_21;
  float condval_22;
  if ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543) {
    condval_22 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 545)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4216)] = condval_22;
  float condval_23;
  if ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543) {
    condval_23 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1633)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4352)] = condval_23;
  float condval_24;
  if ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543) {
    condval_24 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2721)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4488)] = condval_24;
  float condval_25;
  if ((((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68)) < 537) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543)) {
    condval_25 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 3809)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4624)] = condval_25;
  float condval_26;
  if ((1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68))) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543)) {
    condval_26 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 295393)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4760)] = condval_26;
  float condval_27;
  if ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543) {
    condval_27 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 296481)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4896)] = condval_27;
  float condval_28;
  if ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543) {
    condval_28 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 297569)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 5032)] = condval_28;
  float condval_29;
  if ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543) {
    condval_29 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 298657)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 5168)] = condval_29;
  float condval_30;
  if ((((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68)) < 537) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543)) {
    condval_30 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 299745)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 5304)] = condval_30;
  float condval_31;
  if ((1 <= ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68))) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543)) {
    condval_31 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 591329)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 5440)] = condval_31;
  float condval_32;
  if ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543) {
    condval_32 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 592417)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 5576)] = condval_32;
  float condval_33;
  if ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543) {
    condval_33 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 593505)];
  } else {
    condval_33 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 5712)] = condval_33;
  float condval_34;
  if ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543) {
    condval_34 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 594593)];
  } else {
    condval_34 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 5848)] = condval_34;
  float condval_35;
  if ((((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68)) < 537) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68)) < 543)) {
    condval_35 = data_ptr[(((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 595681)];
  } else {
    condval_35 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 5984)] = condval_35;
  kernel_shared_ptr[(((int)threadIdx.x) + 288)] = kernel_ptr[((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 3)) + 2)];
  if (((int)threadIdx.x) < 8) {
    kernel_shared_ptr[(((int)threadIdx.x) + 424)] = kernel_ptr[((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 3)) + 410)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v6 = (((int)threadIdx.x) / 34);
  int cse_v11 = ((((int)threadIdx.x) / 34) * 136);
  int cse_v12 = ((((int)threadIdx.x) % 34) * 2);
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int rc_1 = 0; rc_1 < 3; ++rc_1) {
    for (int ff_3 = 0; ff_3 < 4; ++ff_3) {
      int cse_v5 = (ff_3 * 8);
      int cse_v13 = ((ff_3 * 18) + (rc_1 * 3));
      int cse_v100 = (((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2));
      conv2d_nchw_local_ptr[(ff_3 * 8)] = (conv2d_nchw_local_ptr[(ff_3 * 8)] + (pad_temp_shared_ptr[(((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2))] * kernel_shared_ptr[((ff_3 * 18) + (rc_1 * 3))]));
      int cse_v14 = ((ff_3 * 8) + 32);
      int cse_v64 = (((ff_3 * 18) + (rc_1 * 3)) + 72);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 32)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 32)] + (pad_temp_shared_ptr[(((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2))] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 72)]));
      int cse_v15 = ((ff_3 * 8) + 4);
      int cse_v65 = (((ff_3 * 18) + (rc_1 * 3)) + 9);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] + (pad_temp_shared_ptr[(((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2))] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 9)]));
      int cse_v16 = ((ff_3 * 8) + 36);
      int cse_v66 = (((ff_3 * 18) + (rc_1 * 3)) + 81);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 36)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 36)] + (pad_temp_shared_ptr[(((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2))] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 81)]));
      int cse_v67 = (((ff_3 * 18) + (rc_1 * 3)) + 1);
      int cse_v103 = ((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 68);
      conv2d_nchw_local_ptr[(ff_3 * 8)] = (conv2d_nchw_local_ptr[(ff_3 * 8)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 68)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 1)]));
      int cse_v68 = (((ff_3 * 18) + (rc_1 * 3)) + 73);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 32)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 32)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 68)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 73)]));
      int cse_v69 = (((ff_3 * 18) + (rc_1 * 3)) + 10);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 68)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 10)]));
      int cse_v70 = (((ff_3 * 18) + (rc_1 * 3)) + 82);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 36)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 36)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 68)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 82)]));
      int cse_v71 = (((ff_3 * 18) + (rc_1 * 3)) + 2);
      int cse_v104 = ((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 136);
      conv2d_nchw_local_ptr[(ff_3 * 8)] = (conv2d_nchw_local_ptr[(ff_3 * 8)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 136)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 2)]));
      int cse_v72 = (((ff_3 * 18) + (rc_1 * 3)) + 74);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 32)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 32)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 136)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 74)]));
      int cse_v73 = (((ff_3 * 18) + (rc_1 * 3)) + 11);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 136)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 11)]));
      int cse_v74 = (((ff_3 * 18) + (rc_1 * 3)) + 83);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 36)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 36)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 136)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 83)]));
      int cse_v17 = ((ff_3 * 8) + 1);
      int cse_v105 = ((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 1);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 1)] * kernel_shared_ptr[((ff_3 * 18) + (rc_1 * 3))]));
      int cse_v18 = ((ff_3 * 8) + 33);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 33)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 33)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 1)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 72)]));
      int cse_v19 = ((ff_3 * 8) + 5);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 1)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 9)]));
      int cse_v20 = ((ff_3 * 8) + 37);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 37)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 37)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 1)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 81)]));
      int cse_v106 = ((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 69);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 69)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 33)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 33)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 69)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 69)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 37)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 37)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 69)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 82)]));
      int cse_v107 = ((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 137);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 137)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 33)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 33)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 137)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 137)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 37)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 37)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 137)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 83)]));
      int cse_v21 = ((ff_3 * 8) + 2);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 68)] * kernel_shared_ptr[((ff_3 * 18) + (rc_1 * 3))]));
      int cse_v22 = ((ff_3 * 8) + 34);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 34)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 34)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 68)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 72)]));
      int cse_v23 = ((ff_3 * 8) + 6);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 68)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 9)]));
      int cse_v24 = ((ff_3 * 8) + 38);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 38)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 38)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 68)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 81)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 136)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 34)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 34)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 136)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 136)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 38)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 38)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 136)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 82)]));
      int cse_v108 = ((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 204);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 204)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 34)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 34)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 204)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 204)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 38)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 38)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 204)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 83)]));
      int cse_v25 = ((ff_3 * 8) + 3);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 69)] * kernel_shared_ptr[((ff_3 * 18) + (rc_1 * 3))]));
      int cse_v26 = ((ff_3 * 8) + 35);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 35)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 35)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 69)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 72)]));
      int cse_v27 = ((ff_3 * 8) + 7);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 69)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 9)]));
      int cse_v28 = ((ff_3 * 8) + 39);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 39)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 39)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 69)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 81)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 137)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 35)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 35)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 137)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 137)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 39)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 39)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 137)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 82)]));
      int cse_v109 = ((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 205);
      conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 205)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 35)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 35)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 205)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 205)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[((ff_3 * 8) + 39)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 39)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 205)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + 83)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 3; ++rc_1_1) {
    for (int ff_3_1 = 0; ff_3_1 < 4; ++ff_3_1) {
      int cse_v7 = (ff_3_1 * 8);
      int cse_v29 = ((ff_3_1 * 18) + (rc_1_1 * 3));
      int cse_v75 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 144);
      int cse_v101 = (((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2));
      int cse_v110 = ((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2040);
      conv2d_nchw_local_ptr[(ff_3_1 * 8)] = (conv2d_nchw_local_ptr[(ff_3_1 * 8)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2040)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 144)]));
      int cse_v30 = ((ff_3_1 * 8) + 32);
      int cse_v76 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 216);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 32)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 32)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2040)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 216)]));
      int cse_v31 = ((ff_3_1 * 8) + 4);
      int cse_v77 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 153);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2040)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 153)]));
      int cse_v32 = ((ff_3_1 * 8) + 36);
      int cse_v78 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 225);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 36)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 36)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2040)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 225)]));
      int cse_v79 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 145);
      int cse_v111 = ((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2108);
      conv2d_nchw_local_ptr[(ff_3_1 * 8)] = (conv2d_nchw_local_ptr[(ff_3_1 * 8)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2108)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 145)]));
      int cse_v80 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 217);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 32)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 32)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2108)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 217)]));
      int cse_v81 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 154);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2108)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 154)]));
      int cse_v82 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 226);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 36)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 36)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2108)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 226)]));
      int cse_v83 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 146);
      int cse_v112 = ((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2176);
      conv2d_nchw_local_ptr[(ff_3_1 * 8)] = (conv2d_nchw_local_ptr[(ff_3_1 * 8)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2176)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 146)]));
      int cse_v84 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 218);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 32)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 32)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2176)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 218)]));
      int cse_v85 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 155);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2176)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 155)]));
      int cse_v86 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + 227);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 36)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 36)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2176)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 227)]));
      int cse_v33 = ((ff_3_1 * 8) + 1);
      int cse_v113 = ((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2041);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2041)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 144)]));
      int cse_v34 = ((ff_3_1 * 8) + 33);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 33)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 33)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2041)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 216)]));
      int cse_v35 = ((ff_3_1 * 8) + 5);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2041)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 153)]));
      int cse_v36 = ((ff_3_1 * 8) + 37);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 37)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 37)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2041)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 225)]));
      int cse_v114 = ((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2109);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2109)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 145)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 33)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 33)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2109)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 217)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2109)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 154)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 37)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 37)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2109)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 226)]));
      int cse_v115 = ((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2177);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2177)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 146)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 33)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 33)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2177)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 218)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2177)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 155)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 37)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 37)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2177)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 227)]));
      int cse_v37 = ((ff_3_1 * 8) + 2);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2108)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 144)]));
      int cse_v38 = ((ff_3_1 * 8) + 34);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 34)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 34)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2108)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 216)]));
      int cse_v39 = ((ff_3_1 * 8) + 6);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2108)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 153)]));
      int cse_v40 = ((ff_3_1 * 8) + 38);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 38)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 38)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2108)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 225)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2176)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 145)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 34)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 34)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2176)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 217)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2176)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 154)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 38)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 38)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2176)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 226)]));
      int cse_v116 = ((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2244);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2244)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 146)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 34)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 34)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2244)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 218)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2244)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 155)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 38)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 38)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2244)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 227)]));
      int cse_v41 = ((ff_3_1 * 8) + 3);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2109)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 144)]));
      int cse_v42 = ((ff_3_1 * 8) + 35);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 35)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 35)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2109)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 216)]));
      int cse_v43 = ((ff_3_1 * 8) + 7);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2109)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 153)]));
      int cse_v44 = ((ff_3_1 * 8) + 39);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 39)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 39)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2109)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 225)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2177)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 145)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 35)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 35)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2177)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 217)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2177)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 154)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 39)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 39)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2177)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 226)]));
      int cse_v117 = ((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2245);
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2245)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 146)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 35)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 35)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2245)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 218)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2245)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 155)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 8) + 39)] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + 39)] + (pad_temp_shared_ptr[((((rc_1_1 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 2245)] * kernel_shared_ptr[(((ff_3_1 * 18) + (rc_1_1 * 3)) + 227)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 3; ++rc_1_2) {
    for (int ff_3_2 = 0; ff_3_2 < 4; ++ff_3_2) {
      int cse_v8 = (ff_3_2 * 8);
      int cse_v45 = ((ff_3_2 * 18) + (rc_1_2 * 3));
      int cse_v87 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 288);
      int cse_v102 = (((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2));
      int cse_v118 = ((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4080);
      conv2d_nchw_local_ptr[(ff_3_2 * 8)] = (conv2d_nchw_local_ptr[(ff_3_2 * 8)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4080)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 288)]));
      int cse_v46 = ((ff_3_2 * 8) + 32);
      int cse_v88 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 360);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 32)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 32)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4080)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 360)]));
      int cse_v47 = ((ff_3_2 * 8) + 4);
      int cse_v89 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 297);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4080)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 297)]));
      int cse_v48 = ((ff_3_2 * 8) + 36);
      int cse_v90 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 369);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 36)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 36)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4080)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 369)]));
      int cse_v91 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 289);
      int cse_v119 = ((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4148);
      conv2d_nchw_local_ptr[(ff_3_2 * 8)] = (conv2d_nchw_local_ptr[(ff_3_2 * 8)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4148)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 289)]));
      int cse_v92 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 361);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 32)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 32)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4148)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 361)]));
      int cse_v93 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 298);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4148)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 298)]));
      int cse_v94 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 370);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 36)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 36)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4148)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 370)]));
      int cse_v95 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 290);
      int cse_v120 = ((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4216);
      conv2d_nchw_local_ptr[(ff_3_2 * 8)] = (conv2d_nchw_local_ptr[(ff_3_2 * 8)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4216)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 290)]));
      int cse_v96 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 362);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 32)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 32)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4216)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 362)]));
      int cse_v97 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 299);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4216)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 299)]));
      int cse_v98 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + 371);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 36)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 36)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4216)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 371)]));
      int cse_v49 = ((ff_3_2 * 8) + 1);
      int cse_v121 = ((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4081);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4081)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 288)]));
      int cse_v50 = ((ff_3_2 * 8) + 33);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 33)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 33)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4081)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 360)]));
      int cse_v51 = ((ff_3_2 * 8) + 5);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4081)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 297)]));
      int cse_v52 = ((ff_3_2 * 8) + 37);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 37)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 37)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4081)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 369)]));
      int cse_v122 = ((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4149);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4149)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 289)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 33)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 33)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4149)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 361)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4149)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 298)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 37)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 37)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4149)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 370)]));
      int cse_v123 = ((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4217);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4217)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 290)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 33)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 33)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4217)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 362)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4217)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 299)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 37)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 37)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4217)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 371)]));
      int cse_v53 = ((ff_3_2 * 8) + 2);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4148)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 288)]));
      int cse_v54 = ((ff_3_2 * 8) + 34);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 34)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 34)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4148)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 360)]));
      int cse_v55 = ((ff_3_2 * 8) + 6);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4148)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 297)]));
      int cse_v56 = ((ff_3_2 * 8) + 38);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 38)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 38)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4148)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 369)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4216)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 289)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 34)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 34)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4216)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 361)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4216)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 298)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 38)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 38)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4216)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 370)]));
      int cse_v124 = ((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4284);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4284)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 290)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 34)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 34)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4284)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 362)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4284)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 299)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 38)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 38)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4284)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 371)]));
      int cse_v57 = ((ff_3_2 * 8) + 3);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4149)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 288)]));
      int cse_v58 = ((ff_3_2 * 8) + 35);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 35)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 35)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4149)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 360)]));
      int cse_v59 = ((ff_3_2 * 8) + 7);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4149)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 297)]));
      int cse_v60 = ((ff_3_2 * 8) + 39);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 39)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 39)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4149)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 369)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4217)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 289)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 35)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 35)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4217)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 361)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4217)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 298)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 39)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 39)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4217)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 370)]));
      int cse_v125 = ((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4285);
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4285)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 290)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 35)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 35)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4285)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 362)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4285)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 299)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 8) + 39)] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + 39)] + (pad_temp_shared_ptr[((((rc_1_2 * 680) + ((((int)threadIdx.x) / 34) * 136)) + ((((int)threadIdx.x) % 34) * 2)) + 4285)] * kernel_shared_ptr[(((ff_3_2 * 18) + (rc_1_2 * 3)) + 371)]));
    }
  }
  int cse_v127 = ((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2367488)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2367489)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 544)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2368032)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 545)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2368033)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 295936)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2663424)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 295937)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2663425)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 296480)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2663968)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 296481)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2663969)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 591872)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2959360)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 591873)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2959361)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 592416)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2959904)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 592417)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2959905)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 887808)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3255296)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 887809)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3255297)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 888352)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3255840)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 888353)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3255841)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1183744)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3551232)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1183745)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3551233)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1184288)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3551776)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1184289)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3551777)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1479680)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3847168)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1479681)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3847169)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1480224)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3847712)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1480225)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3847713)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1775616)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 4143104)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1775617)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 4143105)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1776160)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 4143648)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1776161)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 4143649)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2071552)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 4439040)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2071553)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 4439041)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2072096)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 4439584)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 2072097)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 4439585)] = conv2d_nchw_local_ptr[63];
}

