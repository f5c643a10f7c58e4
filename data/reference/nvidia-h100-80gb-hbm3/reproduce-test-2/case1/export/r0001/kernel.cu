
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
  for (int ff_3_init = 0; ff_3_init < 4; ++ff_3_init) {
    int cse_v1 = (ff_3_init * 4);
    conv2d_nchw_local_ptr[(ff_3_init * 4)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 16)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 32)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 48)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 1)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 17)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 33)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 49)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 2)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 18)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 34)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 50)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 3)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 19)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 35)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 4) + 51)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v2 = (((int)threadIdx.x) / 68);
  int cse_v3 = (((int)threadIdx.x) % 68);
  int cse_v4 = (((int)blockIdx.x) / 544);
  int cse_v5 = (((int)threadIdx.x) * 4);
  int cse_v10 = ((((int)blockIdx.x) % 544) >> 3);
  int cse_v11 = ((((int)blockIdx.x) & 7) * 68);
  int cse_v58 = (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 68));
  int cse_v59 = (((((int)blockIdx.x) % 544) >> 3) * 4352);
  int cse_v60 = (((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12));
  int cse_v64 = ((((((int)blockIdx.x) % 544) >> 3) * 8) + (((int)threadIdx.x) / 68));
  int cse_v79 = ((((((((int)blockIdx.x) % 544) >> 3) * 4352) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68));
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
  if (((int)threadIdx.x) < 36) {
    int4 v_ = make_int4(((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)))+(3*0), ((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)))+(3*1), ((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)))+(3*2), ((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)))+(3*3));
    *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = make_float4(kernel_ptr[v_.x],kernel_ptr[v_.y],kernel_ptr[v_.z],kernel_ptr[v_.w]);
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
  if (((int)threadIdx.x) < 36) {
    int4 v__1 = make_int4((((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)) + 1))+(3*0), (((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)) + 1))+(3*1), (((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)) + 1))+(3*2), (((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)) + 1))+(3*3));
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 144)) = make_float4(kernel_ptr[v__1.x],kernel_ptr[v__1.y],kernel_ptr[v__1.z],kernel_ptr[v__1.w]);
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
  if (((int)threadIdx.x) < 36) {
    int4 v__2 = make_int4((((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)) + 2))+(3*0), (((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)) + 2))+(3*1), (((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)) + 2))+(3*2), (((((((int)blockIdx.x) / 544) * 432) + (((int)threadIdx.x) * 12)) + 2))+(3*3));
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 288)) = make_float4(kernel_ptr[v__2.x],kernel_ptr[v__2.y],kernel_ptr[v__2.z],kernel_ptr[v__2.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v12 = ((((int)threadIdx.x) / 68) * 136);
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int rc_1 = 0; rc_1 < 3; ++rc_1) {
    for (int ff_3 = 0; ff_3 < 4; ++ff_3) {
      for (int ry_2 = 0; ry_2 < 3; ++ry_2) {
        int cse_v6 = (ff_3 * 4);
        int cse_v61 = (((ff_3 * 18) + (rc_1 * 3)) + ry_2);
        int cse_v76 = ((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68));
        conv2d_nchw_local_ptr[(ff_3 * 4)] = (conv2d_nchw_local_ptr[(ff_3 * 4)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + ry_2)]));
        int cse_v13 = ((ff_3 * 4) + 16);
        int cse_v80 = (((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 272);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 272)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + ry_2)]));
        int cse_v14 = ((ff_3 * 4) + 32);
        int cse_v65 = ((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 72);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 72)]));
        int cse_v15 = ((ff_3 * 4) + 48);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 48)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 48)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 272)] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 72)]));
        int cse_v16 = ((ff_3 * 4) + 1);
        int cse_v81 = (((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 68);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + ry_2)]));
        int cse_v17 = ((ff_3 * 4) + 17);
        int cse_v82 = (((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 340);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 340)] * kernel_shared_ptr[(((ff_3 * 18) + (rc_1 * 3)) + ry_2)]));
        int cse_v18 = ((ff_3 * 4) + 33);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 72)]));
        int cse_v19 = ((ff_3 * 4) + 49);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 49)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 49)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 340)] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 72)]));
        int cse_v20 = ((ff_3 * 4) + 2);
        int cse_v66 = ((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 9);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 9)]));
        int cse_v21 = ((ff_3 * 4) + 18);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 272)] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 9)]));
        int cse_v22 = ((ff_3 * 4) + 34);
        int cse_v67 = ((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 81);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] + (pad_temp_shared_ptr[((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 81)]));
        int cse_v23 = ((ff_3 * 4) + 50);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 50)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 50)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 272)] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 81)]));
        int cse_v24 = ((ff_3 * 4) + 3);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 9)]));
        int cse_v25 = ((ff_3 * 4) + 19);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 340)] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 9)]));
        int cse_v26 = ((ff_3 * 4) + 35);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 81)]));
        int cse_v27 = ((ff_3 * 4) + 51);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 51)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 51)] + (pad_temp_shared_ptr[(((((rc_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2 * 68)) + (((int)threadIdx.x) % 68)) + 340)] * kernel_shared_ptr[((((ff_3 * 18) + (rc_1 * 3)) + ry_2) + 81)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 3; ++rc_1_1) {
    for (int ff_3_1 = 0; ff_3_1 < 4; ++ff_3_1) {
      for (int ry_2_1 = 0; ry_2_1 < 3; ++ry_2_1) {
        int cse_v7 = (ff_3_1 * 4);
        int cse_v62 = (((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1);
        int cse_v68 = ((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 144);
        int cse_v77 = ((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68));
        int cse_v83 = (((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2040);
        conv2d_nchw_local_ptr[(ff_3_1 * 4)] = (conv2d_nchw_local_ptr[(ff_3_1 * 4)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2040)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 144)]));
        int cse_v28 = ((ff_3_1 * 4) + 16);
        int cse_v84 = (((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2312);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 16)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2312)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 144)]));
        int cse_v29 = ((ff_3_1 * 4) + 32);
        int cse_v69 = ((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 216);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 32)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 32)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2040)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 216)]));
        int cse_v30 = ((ff_3_1 * 4) + 48);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 48)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 48)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2312)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 216)]));
        int cse_v31 = ((ff_3_1 * 4) + 1);
        int cse_v85 = (((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2108);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 1)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2108)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 144)]));
        int cse_v32 = ((ff_3_1 * 4) + 17);
        int cse_v86 = (((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2380);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 17)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2380)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 144)]));
        int cse_v33 = ((ff_3_1 * 4) + 33);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 33)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 33)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2108)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 216)]));
        int cse_v34 = ((ff_3_1 * 4) + 49);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 49)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 49)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2380)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 216)]));
        int cse_v35 = ((ff_3_1 * 4) + 2);
        int cse_v70 = ((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 153);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 2)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2040)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 153)]));
        int cse_v36 = ((ff_3_1 * 4) + 18);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 18)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2312)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 153)]));
        int cse_v37 = ((ff_3_1 * 4) + 34);
        int cse_v71 = ((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 225);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 34)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 34)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2040)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 225)]));
        int cse_v38 = ((ff_3_1 * 4) + 50);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 50)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 50)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2312)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 225)]));
        int cse_v39 = ((ff_3_1 * 4) + 3);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 3)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2108)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 153)]));
        int cse_v40 = ((ff_3_1 * 4) + 19);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 19)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2380)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 153)]));
        int cse_v41 = ((ff_3_1 * 4) + 35);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 35)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 35)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2108)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 225)]));
        int cse_v42 = ((ff_3_1 * 4) + 51);
        conv2d_nchw_local_ptr[((ff_3_1 * 4) + 51)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 51)] + (pad_temp_shared_ptr[(((((rc_1_1 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_1 * 68)) + (((int)threadIdx.x) % 68)) + 2380)] * kernel_shared_ptr[((((ff_3_1 * 18) + (rc_1_1 * 3)) + ry_2_1) + 225)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 3; ++rc_1_2) {
    for (int ff_3_2 = 0; ff_3_2 < 4; ++ff_3_2) {
      for (int ry_2_2 = 0; ry_2_2 < 3; ++ry_2_2) {
        int cse_v8 = (ff_3_2 * 4);
        int cse_v63 = (((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2);
        int cse_v72 = ((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 288);
        int cse_v78 = ((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68));
        int cse_v87 = (((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4080);
        conv2d_nchw_local_ptr[(ff_3_2 * 4)] = (conv2d_nchw_local_ptr[(ff_3_2 * 4)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4080)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 288)]));
        int cse_v43 = ((ff_3_2 * 4) + 16);
        int cse_v88 = (((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4352);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 16)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 288)]));
        int cse_v44 = ((ff_3_2 * 4) + 32);
        int cse_v73 = ((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 360);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 32)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 32)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4080)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 360)]));
        int cse_v45 = ((ff_3_2 * 4) + 48);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 48)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 48)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 360)]));
        int cse_v46 = ((ff_3_2 * 4) + 1);
        int cse_v89 = (((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4148);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 1)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4148)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 288)]));
        int cse_v47 = ((ff_3_2 * 4) + 17);
        int cse_v90 = (((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4420);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 17)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 288)]));
        int cse_v48 = ((ff_3_2 * 4) + 33);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 33)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 33)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4148)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 360)]));
        int cse_v49 = ((ff_3_2 * 4) + 49);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 49)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 49)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 360)]));
        int cse_v50 = ((ff_3_2 * 4) + 2);
        int cse_v74 = ((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 297);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 2)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4080)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 297)]));
        int cse_v51 = ((ff_3_2 * 4) + 18);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 18)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 297)]));
        int cse_v52 = ((ff_3_2 * 4) + 34);
        int cse_v75 = ((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 369);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 34)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 34)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4080)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 369)]));
        int cse_v53 = ((ff_3_2 * 4) + 50);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 50)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 50)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 369)]));
        int cse_v54 = ((ff_3_2 * 4) + 3);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 3)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4148)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 297)]));
        int cse_v55 = ((ff_3_2 * 4) + 19);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 19)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 297)]));
        int cse_v56 = ((ff_3_2 * 4) + 35);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 35)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 35)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4148)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 369)]));
        int cse_v57 = ((ff_3_2 * 4) + 51);
        conv2d_nchw_local_ptr[((ff_3_2 * 4) + 51)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 51)] + (pad_temp_shared_ptr[(((((rc_1_2 * 680) + ((((int)threadIdx.x) / 68) * 136)) + (ry_2_2 * 68)) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[((((ff_3_2 * 18) + (rc_1_2 * 3)) + ry_2_2) + 369)]));
      }
    }
  }
  for (int ax1 = 0; ax1 < 8; ++ax1) {
    int cse_v9 = (ax1 * 2);
    int cse_v91 = (((((((((int)blockIdx.x) / 544) * 4734976) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68));
    conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 544) * 4734976) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68))] = conv2d_nchw_local_ptr[(ax1 * 2)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2176)] = conv2d_nchw_local_ptr[((ax1 * 2) + 16)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2367488)] = conv2d_nchw_local_ptr[((ax1 * 2) + 32)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2369664)] = conv2d_nchw_local_ptr[((ax1 * 2) + 48)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 544)] = conv2d_nchw_local_ptr[((ax1 * 2) + 1)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2720)] = conv2d_nchw_local_ptr[((ax1 * 2) + 17)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2368032)] = conv2d_nchw_local_ptr[((ax1 * 2) + 33)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 544) * 4734976) + (ax1 * 295936)) + (((((int)blockIdx.x) % 544) >> 3) * 4352)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2370208)] = conv2d_nchw_local_ptr[((ax1 * 2) + 49)];
  }
}

