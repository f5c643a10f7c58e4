
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
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[2304];
  __shared__ alignas(64) float kernel_shared_ptr[1152];
  for (int ff_4_init = 0; ff_4_init < 4; ++ff_4_init) {
    int cse_v1 = (ff_4_init * 2);
    conv2d_nchw_local_ptr[(ff_4_init * 2)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 8)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 16)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 24)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 32)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 40)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 48)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 56)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 1)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 9)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 17)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 25)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 33)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 41)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 49)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 2) + 57)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v2 = (((int)blockIdx.x) / 17);
  int cse_v3 = (((int)blockIdx.x) % 17);
  int cse_v4 = (((int)threadIdx.x) & 7);
  int cse_v5 = (((int)threadIdx.x) * 4);
  int cse_v6 = (((int)threadIdx.x) >> 3);
  int cse_v7 = (((int)threadIdx.x) + 64);
  int cse_v8 = (((int)threadIdx.x) * 9);
  int cse_v9 = (((int)threadIdx.x) * 3);
  int cse_v14 = ((((int)blockIdx.x) / 17) * 4);
  int cse_v15 = ((((int)threadIdx.x) % 48) >> 3);
  int cse_v16 = ((((int)blockIdx.x) % 17) * 32);
  int cse_v17 = ((((int)threadIdx.x) & 7) * 4);
  int cse_v18 = ((((int)blockIdx.x) / 17) * 2176);
  int cse_v19 = ((((int)threadIdx.x) + 64) / 48);
  int cse_v20 = ((((int)threadIdx.x) + 64) / 3);
  int cse_v21 = ((((int)threadIdx.x) + 1) % 3);
  int cse_v69 = (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3));
  int cse_v71 = (((((int)threadIdx.x) >> 3) + 2) % 6);
  int cse_v72 = (((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3));
  int cse_v77 = (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6));
  int cse_v78 = ((((((int)threadIdx.x) + 64) / 3) * 27) + (((((int)threadIdx.x) + 1) % 3) * 9));
  int cse_v79 = ((((((int)threadIdx.x) + 64) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3));
  int cse_v80 = (((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4));
  int cse_v82 = ((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4));
  int cse_v83 = (((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4));
  int cse_v84 = ((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593504);
  int cse_v85 = ((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593505);
  int cse_v86 = ((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593506);
  int cse_v91 = (((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 544);
  int cse_v92 = (((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 543);
  int cse_v93 = (((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 542);
  int cse_v94 = (((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4));
  int cse_v96 = ((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 544);
  int cse_v97 = ((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 543);
  int cse_v98 = ((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 542);
  int cse_v70 = (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) & 7) * 4));
  float condval;
  if (((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) && (1 < (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) & 7) * 4)))) {
    condval = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 4)] = condval;
  float condval_1;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) {
    condval_1 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 544)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1)] = condval_1;
  float condval_2;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) {
    condval_2 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 543)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2)] = condval_2;
  float condval_3;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) {
    condval_3 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 542)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 3)] = condval_3;
  float condval_4;
  if (((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) && (1 < (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) & 7) * 4)))) {
    condval_4 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4))] = condval_4;
  float condval_5;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) {
    condval_5 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 544)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 1)] = condval_5;
  float condval_6;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) {
    condval_6 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 543)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 2)] = condval_6;
  float condval_7;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) {
    condval_7 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 542)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 3)] = condval_7;
  if (((int)threadIdx.x) < 16) {
    float condval_8;
    if (((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) && (1 < (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) & 7) * 4)))) {
      condval_8 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593503)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 512)] = condval_8;
    float condval_9;
    if ((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) {
      condval_9 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593504)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 513)] = condval_9;
    float condval_10;
    if ((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) {
      condval_10 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593505)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 514)] = condval_10;
    float condval_11;
    if ((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) {
      condval_11 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593506)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 515)] = condval_11;
  }
  int3 v_ = make_int3(((((int)threadIdx.x) * 9))+(3*0), ((((int)threadIdx.x) * 9))+(3*1), ((((int)threadIdx.x) * 9))+(3*2));
  *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = make_float3(kernel_ptr[v_.x],kernel_ptr[v_.y],kernel_ptr[v_.z]);
  if (((int)threadIdx.x) < 32) {
    int3 v__1 = make_int3((((((((int)threadIdx.x) + 64) / 3) * 27) + (((((int)threadIdx.x) + 1) % 3) * 9)))+(3*0), (((((((int)threadIdx.x) + 64) / 3) * 27) + (((((int)threadIdx.x) + 1) % 3) * 9)))+(3*1), (((((((int)threadIdx.x) + 64) / 3) * 27) + (((((int)threadIdx.x) + 1) % 3) * 9)))+(3*2));
    *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 64) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3))) = make_float3(kernel_ptr[v__1.x],kernel_ptr[v__1.y],kernel_ptr[v__1.z]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v87 = ((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593507);
  int cse_v95 = (((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 541);
  int cse_v99 = ((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 541);
  float condval_12;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) {
    condval_12 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 544)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 576)] = condval_12;
  float condval_13;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) {
    condval_13 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 543)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 577)] = condval_13;
  float condval_14;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) {
    condval_14 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 542)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 578)] = condval_14;
  float condval_15;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) {
    condval_15 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 541)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 579)] = condval_15;
  float condval_16;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) {
    condval_16 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 544)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 576)] = condval_16;
  float condval_17;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) {
    condval_17 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 543)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 577)] = condval_17;
  float condval_18;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) {
    condval_18 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 542)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 578)] = condval_18;
  float condval_19;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) {
    condval_19 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 541)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 579)] = condval_19;
  if (((int)threadIdx.x) < 16) {
    float condval_20;
    if ((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) {
      condval_20 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593504)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1088)] = condval_20;
    float condval_21;
    if ((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) {
      condval_21 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593505)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1089)] = condval_21;
    float condval_22;
    if ((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) {
      condval_22 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593506)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1090)] = condval_22;
    float condval_23;
    if ((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) {
      condval_23 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593507)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1091)] = condval_23;
  }
  int3 v__2 = make_int3((((((int)threadIdx.x) * 9) + 1))+(3*0), (((((int)threadIdx.x) * 9) + 1))+(3*1), (((((int)threadIdx.x) * 9) + 1))+(3*2));
  *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 288)) = make_float3(kernel_ptr[v__2.x],kernel_ptr[v__2.y],kernel_ptr[v__2.z]);
  if (((int)threadIdx.x) < 32) {
    int3 v__3 = make_int3(((((((((int)threadIdx.x) + 64) / 3) * 27) + (((((int)threadIdx.x) + 1) % 3) * 9)) + 1))+(3*0), ((((((((int)threadIdx.x) + 64) / 3) * 27) + (((((int)threadIdx.x) + 1) % 3) * 9)) + 1))+(3*1), ((((((((int)threadIdx.x) + 64) / 3) * 27) + (((((int)threadIdx.x) + 1) % 3) * 9)) + 1))+(3*2));
    *(float3*)(kernel_shared_ptr + (((((((int)threadIdx.x) + 64) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3)) + 288)) = make_float3(kernel_ptr[v__3.x],kernel_ptr[v__3.y],kernel_ptr[v__3.z]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_24;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) {
    condval_24 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 543)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1152)] = condval_24;
  float condval_25;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) {
    condval_25 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 542)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1153)] = condval_25;
  float condval_26;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) {
    condval_26 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 541)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1154)] = condval_26;
  int cse_v73 = (((((int)blockIdx.x) % 17) * 8) + (((int)threadIdx.x) & 7));
  float condval_27;
  if (((1 <= (((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3))) && ((((((int)blockIdx.x) / 17) * 4) + ((((int)threadIdx.x) % 48) >> 3)) < 545)) && ((((((int)blockIdx.x) % 17) * 8) + (((int)threadIdx.x) & 7)) < 135)) {
    condval_27 = data_ptr[(((((((((int)threadIdx.x) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + (((((int)threadIdx.x) % 48) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 540)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1155)] = condval_27;
  float condval_28;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) {
    condval_28 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 543)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 1152)] = condval_28;
  float condval_29;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) {
    condval_29 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 542)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 1153)] = condval_29;
  float condval_30;
  if ((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) {
    condval_30 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 541)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 1154)] = condval_30;
  float condval_31;
  if (((1 <= (((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6))) && ((((((int)blockIdx.x) / 17) * 4) + (((((int)threadIdx.x) >> 3) + 2) % 6)) < 545)) && ((((((int)blockIdx.x) % 17) * 8) + (((int)threadIdx.x) & 7)) < 135)) {
    condval_31 = data_ptr[((((((((((int)threadIdx.x) + 64) / 48) * 295936) + ((((int)blockIdx.x) / 17) * 2176)) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) - 540)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 64) / 48) * 192) + ((((((int)threadIdx.x) >> 3) + 2) % 6) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 1155)] = condval_31;
  if (((int)threadIdx.x) < 16) {
    float condval_32;
    if ((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) {
      condval_32 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593505)];
    } else {
      condval_32 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1664)] = condval_32;
    float condval_33;
    if ((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) {
      condval_33 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593506)];
    } else {
      condval_33 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1665)] = condval_33;
    float condval_34;
    if ((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) {
      condval_34 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593507)];
    } else {
      condval_34 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1666)] = condval_34;
    float condval_35;
    if (((((((int)blockIdx.x) / 17) * 4) + (((int)threadIdx.x) >> 3)) < 541) && ((((((int)blockIdx.x) % 17) * 8) + (((int)threadIdx.x) & 7)) < 135)) {
      condval_35 = data_ptr[((((((((int)blockIdx.x) / 17) * 2176) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 4)) + 593508)];
    } else {
      condval_35 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1667)] = condval_35;
  }
  int3 v__4 = make_int3((((((int)threadIdx.x) * 9) + 2))+(3*0), (((((int)threadIdx.x) * 9) + 2))+(3*1), (((((int)threadIdx.x) * 9) + 2))+(3*2));
  *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 576)) = make_float3(kernel_ptr[v__4.x],kernel_ptr[v__4.y],kernel_ptr[v__4.z]);
  if (((int)threadIdx.x) < 32) {
    int3 v__5 = make_int3(((((((((int)threadIdx.x) + 64) / 3) * 27) + (((((int)threadIdx.x) + 1) % 3) * 9)) + 2))+(3*0), ((((((((int)threadIdx.x) + 64) / 3) * 27) + (((((int)threadIdx.x) + 1) % 3) * 9)) + 2))+(3*1), ((((((((int)threadIdx.x) + 64) / 3) * 27) + (((((int)threadIdx.x) + 1) % 3) * 9)) + 2))+(3*2));
    *(float3*)(kernel_shared_ptr + (((((((int)threadIdx.x) + 64) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3)) + 576)) = make_float3(kernel_ptr[v__5.x],kernel_ptr[v__5.y],kernel_ptr[v__5.z]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v22 = ((((int)threadIdx.x) & 7) * 2);
  int cse_v23 = ((((int)threadIdx.x) >> 3) * 36);
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
    for (int rc_2 = 0; rc_2 < 3; ++rc_2) {
      for (int ff_4 = 0; ff_4 < 4; ++ff_4) {
        int cse_v10 = (ff_4 * 2);
        int cse_v74 = (((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2));
        int cse_v81 = (((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1);
        conv2d_nchw_local_ptr[(ff_4 * 2)] = (conv2d_nchw_local_ptr[(ff_4 * 2)] + (pad_temp_shared_ptr[(((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v24 = ((ff_4 * 2) + 8);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 8)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 8)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v25 = ((ff_4 * 2) + 16);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 16)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 16)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 32)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v26 = ((ff_4 * 2) + 24);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 24)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 24)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 48)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v27 = ((ff_4 * 2) + 32);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 32)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 32)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 64)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v28 = ((ff_4 * 2) + 40);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 40)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 40)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 80)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v29 = ((ff_4 * 2) + 48);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 48)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 48)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 96)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v30 = ((ff_4 * 2) + 56);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 56)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 56)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 112)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v31 = ((ff_4 * 2) + 1);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 1)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 1)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v32 = ((ff_4 * 2) + 9);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 9)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 9)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v33 = ((ff_4 * 2) + 17);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 17)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 17)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 33)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v34 = ((ff_4 * 2) + 25);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 25)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 25)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 49)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v35 = ((ff_4 * 2) + 33);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 33)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 33)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 65)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v36 = ((ff_4 * 2) + 41);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 41)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 41)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 81)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v37 = ((ff_4 * 2) + 49);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 49)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 49)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 97)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
        int cse_v38 = ((ff_4 * 2) + 57);
        conv2d_nchw_local_ptr[((ff_4 * 2) + 57)] = (conv2d_nchw_local_ptr[((ff_4 * 2) + 57)] + (pad_temp_shared_ptr[((((rc_2 * 192) + (ry_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 113)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + ry_1)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
    for (int rc_2_1 = 0; rc_2_1 < 3; ++rc_2_1) {
      for (int ff_4_1 = 0; ff_4_1 < 4; ++ff_4_1) {
        int cse_v11 = (ff_4_1 * 2);
        int cse_v75 = (((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2));
        int cse_v88 = ((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288);
        conv2d_nchw_local_ptr[(ff_4_1 * 2)] = (conv2d_nchw_local_ptr[(ff_4_1 * 2)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 576)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v39 = ((ff_4_1 * 2) + 8);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 8)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 8)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 592)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v40 = ((ff_4_1 * 2) + 16);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 16)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 16)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 608)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v41 = ((ff_4_1 * 2) + 24);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 24)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 24)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 624)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v42 = ((ff_4_1 * 2) + 32);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 32)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 32)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 640)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v43 = ((ff_4_1 * 2) + 40);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 40)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 40)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 656)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v44 = ((ff_4_1 * 2) + 48);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 48)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 48)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 672)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v45 = ((ff_4_1 * 2) + 56);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 56)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 56)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 688)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v46 = ((ff_4_1 * 2) + 1);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 1)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 1)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 577)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v47 = ((ff_4_1 * 2) + 9);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 9)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 9)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 593)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v48 = ((ff_4_1 * 2) + 17);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 17)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 17)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 609)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v49 = ((ff_4_1 * 2) + 25);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 25)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 25)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 625)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v50 = ((ff_4_1 * 2) + 33);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 33)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 33)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 641)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v51 = ((ff_4_1 * 2) + 41);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 41)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 41)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 657)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v52 = ((ff_4_1 * 2) + 49);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 49)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 49)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 673)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
        int cse_v53 = ((ff_4_1 * 2) + 57);
        conv2d_nchw_local_ptr[((ff_4_1 * 2) + 57)] = (conv2d_nchw_local_ptr[((ff_4_1 * 2) + 57)] + (pad_temp_shared_ptr[((((rc_2_1 * 192) + (ry_1_1 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 689)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + ry_1_1) + 288)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
    for (int rc_2_2 = 0; rc_2_2 < 3; ++rc_2_2) {
      for (int ff_4_2 = 0; ff_4_2 < 4; ++ff_4_2) {
        int cse_v12 = (ff_4_2 * 2);
        int cse_v76 = (((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2));
        int cse_v89 = ((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576);
        conv2d_nchw_local_ptr[(ff_4_2 * 2)] = (conv2d_nchw_local_ptr[(ff_4_2 * 2)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1152)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v54 = ((ff_4_2 * 2) + 8);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 8)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 8)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1168)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v55 = ((ff_4_2 * 2) + 16);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 16)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 16)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1184)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v56 = ((ff_4_2 * 2) + 24);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 24)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 24)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1200)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v57 = ((ff_4_2 * 2) + 32);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 32)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 32)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1216)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v58 = ((ff_4_2 * 2) + 40);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 40)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 40)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1232)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v59 = ((ff_4_2 * 2) + 48);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 48)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 48)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1248)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v60 = ((ff_4_2 * 2) + 56);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 56)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 56)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1264)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v61 = ((ff_4_2 * 2) + 1);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 1)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 1)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1153)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v62 = ((ff_4_2 * 2) + 9);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 9)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 9)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1169)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v63 = ((ff_4_2 * 2) + 17);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 17)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 17)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1185)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v64 = ((ff_4_2 * 2) + 25);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 25)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 25)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1201)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v65 = ((ff_4_2 * 2) + 33);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 33)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 33)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1217)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v66 = ((ff_4_2 * 2) + 41);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 41)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 41)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1233)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v67 = ((ff_4_2 * 2) + 49);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 49)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 49)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1249)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
        int cse_v68 = ((ff_4_2 * 2) + 57);
        conv2d_nchw_local_ptr[((ff_4_2 * 2) + 57)] = (conv2d_nchw_local_ptr[((ff_4_2 * 2) + 57)] + (pad_temp_shared_ptr[((((rc_2_2 * 192) + (ry_1_2 * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1265)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + ry_1_2) + 576)]));
      }
    }
  }
  for (int ax1 = 0; ax1 < 4; ++ax1) {
    int cse_v13 = (ax1 * 2);
    int cse_v90 = ((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2));
    conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2))] = conv2d_nchw_local_ptr[(ax1 * 2)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] = conv2d_nchw_local_ptr[((ax1 * 2) + 8)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 544)] = conv2d_nchw_local_ptr[((ax1 * 2) + 16)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 560)] = conv2d_nchw_local_ptr[((ax1 * 2) + 24)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1088)] = conv2d_nchw_local_ptr[((ax1 * 2) + 32)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1104)] = conv2d_nchw_local_ptr[((ax1 * 2) + 40)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1632)] = conv2d_nchw_local_ptr[((ax1 * 2) + 48)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1648)] = conv2d_nchw_local_ptr[((ax1 * 2) + 56)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] = conv2d_nchw_local_ptr[((ax1 * 2) + 1)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] = conv2d_nchw_local_ptr[((ax1 * 2) + 9)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 545)] = conv2d_nchw_local_ptr[((ax1 * 2) + 17)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 561)] = conv2d_nchw_local_ptr[((ax1 * 2) + 25)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1089)] = conv2d_nchw_local_ptr[((ax1 * 2) + 33)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1105)] = conv2d_nchw_local_ptr[((ax1 * 2) + 41)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1633)] = conv2d_nchw_local_ptr[((ax1 * 2) + 49)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 17) * 2176)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1649)] = conv2d_nchw_local_ptr[((ax1 * 2) + 57)];
  }
}

