
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
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[1728];
  __shared__ alignas(64) float kernel_shared_ptr[576];
  for (int ff_3_init = 0; ff_3_init < 2; ++ff_3_init) {
    for (int yy_3_init = 0; yy_3_init < 2; ++yy_3_init) {
      int cse_v10 = ((ff_3_init * 8) + (yy_3_init * 2));
      conv2d_nchw_local_ptr[((ff_3_init * 8) + (yy_3_init * 2))] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 16)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 32)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 48)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 1)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 17)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 33)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 49)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 4)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 20)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 36)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 52)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 5)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 21)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 37)] = 0x0p+0f/*0.000000e+00*/;
      conv2d_nchw_local_ptr[(((ff_3_init * 8) + (yy_3_init * 2)) + 53)] = 0x0p+0f/*0.000000e+00*/;
    }
  }
  int cse_v1 = (((int)threadIdx.x) / 6);
  int cse_v2 = (((int)threadIdx.x) * 3);
  int cse_v3 = (((int)threadIdx.x) + 32);
  int cse_v4 = (((int)blockIdx.x) / 2312);
  int cse_v5 = (((int)threadIdx.x) + 64);
  int cse_v6 = (((int)threadIdx.x) + 128);
  int cse_v11 = ((((int)blockIdx.x) % 2312) / 34);
  int cse_v12 = ((((int)blockIdx.x) % 34) * 16);
  int cse_v13 = ((((int)threadIdx.x) % 6) * 3);
  int cse_v14 = ((((int)threadIdx.x) + 16) / 6);
  int cse_v15 = ((((int)threadIdx.x) + 32) / 6);
  int cse_v16 = ((((int)blockIdx.x) / 2312) * 432);
  int cse_v17 = ((((int)threadIdx.x) + 2) % 3);
  int cse_v22 = (((((int)blockIdx.x) % 2312) / 34) * 8);
  int cse_v23 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3));
  int cse_v24 = (((((int)blockIdx.x) % 2312) / 34) * 4352);
  int cse_v25 = (((((int)threadIdx.x) * 3) + 6) % 18);
  int cse_v26 = (((((int)threadIdx.x) * 3) + 7) % 18);
  int cse_v27 = (((((int)threadIdx.x) * 3) + 8) % 18);
  int cse_v28 = (((((int)threadIdx.x) * 3) + 12) % 18);
  int cse_v29 = (((((int)threadIdx.x) * 3) + 14) % 18);
  int cse_v76 = ((((((int)threadIdx.x) >> 1) + 16) % 24) / 3);
  int cse_v77 = (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18));
  int cse_v78 = (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18));
  int cse_v79 = (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 12) % 18));
  int cse_v80 = (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 14) % 18));
  int cse_v81 = ((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 3) * 9)) + (((int)threadIdx.x) % 3));
  int cse_v87 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 16) % 24) / 3));
  int cse_v88 = (((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  int cse_v89 = (((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  int cse_v90 = ((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 32) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3));
  int cse_v91 = ((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 64) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3));
  int cse_v92 = ((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 128) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3));
  int cse_v119 = ((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3));
  int cse_v120 = ((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 12) % 18));
  int cse_v121 = ((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 13) % 18));
  int cse_v122 = ((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 14) % 18));
  int cse_v123 = ((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18));
  int cse_v124 = ((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18));
  int cse_v125 = ((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18));
  int cse_v131 = ((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  int cse_v133 = (((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18));
  int cse_v134 = (((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18));
  int cse_v135 = (((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18));
  int cse_v75 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 6));
  float condval;
  if ((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 6))) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)))) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
  float condval_1;
  if (1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 6))) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 544)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
  float condval_2;
  if ((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 6))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543)) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 543)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
  float condval_3;
  if ((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 16) % 24) / 3))) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18)))) {
    condval_3 = data_ptr[((((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 96)] = condval_3;
  float condval_4;
  if (1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 16) % 24) / 3))) {
    condval_4 = data_ptr[((((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 97)] = condval_4;
  float condval_5;
  if ((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 16) % 24) / 3))) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545)) {
    condval_5 = data_ptr[((((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 98)] = condval_5;
  float condval_6;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 12) % 18))) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 12) % 18)) + 295391)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 192)] = condval_6;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 193)] = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 13) % 18)) + 295391)];
  float condval_7;
  if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 14) % 18)) < 545) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 14) % 18)) + 295391)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 194)] = condval_7;
  float condval_8;
  if ((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 6))) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)))) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591327)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 288)] = condval_8;
  float condval_9;
  if (1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 6))) {
    condval_9 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591328)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 289)] = condval_9;
  float condval_10;
  if ((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 6))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543)) {
    condval_10 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591329)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 290)] = condval_10;
  if (((int)threadIdx.x) < 16) {
    float condval_11;
    if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18))) {
      condval_11 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) + 591327)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 384)] = condval_11;
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 385)] = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) + 591327)];
    float condval_12;
    if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545) {
      condval_12 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) + 591327)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 386)] = condval_12;
  }
  kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 3) * 9)) + (((int)threadIdx.x) % 3))];
  kernel_shared_ptr[(((int)threadIdx.x) + 32)] = kernel_ptr[((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 32) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3))];
  kernel_shared_ptr[(((int)threadIdx.x) + 64)] = kernel_ptr[((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 64) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3))];
  kernel_shared_ptr[(((int)threadIdx.x) + 96)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 288)];
  if (((int)threadIdx.x) < 16) {
    kernel_shared_ptr[(((int)threadIdx.x) + 128)] = kernel_ptr[((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 128) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3))];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_13;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3))) {
    condval_13 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 1)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 432)] = condval_13;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 433)] = data_ptr[((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3))];
  float condval_14;
  if ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543) {
    condval_14 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 1)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 434)] = condval_14;
  float condval_15;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18))) {
    condval_15 = data_ptr[((((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) - 1)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 528)] = condval_15;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 529)] = data_ptr[((((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) - 1)];
  float condval_16;
  if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545) {
    condval_16 = data_ptr[((((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) - 1)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 530)] = condval_16;
  float condval_17;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 12) % 18))) {
    condval_17 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 12) % 18)) + 295935)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 624)] = condval_17;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 625)] = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 13) % 18)) + 295935)];
  float condval_18;
  if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 14) % 18)) < 545) {
    condval_18 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 14) % 18)) + 295935)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 626)] = condval_18;
  float condval_19;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3))) {
    condval_19 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591871)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 720)] = condval_19;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 721)] = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591872)];
  float condval_20;
  if ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543) {
    condval_20 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591873)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 722)] = condval_20;
  if (((int)threadIdx.x) < 16) {
    float condval_21;
    if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18))) {
      condval_21 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) + 591871)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 816)] = condval_21;
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 817)] = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) + 591871)];
    float condval_22;
    if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545) {
      condval_22 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) + 591871)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 818)] = condval_22;
  }
  kernel_shared_ptr[(((int)threadIdx.x) + 144)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 3)];
  kernel_shared_ptr[(((int)threadIdx.x) + 176)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 32) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 3)];
  kernel_shared_ptr[(((int)threadIdx.x) + 208)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 64) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3)) + 3)];
  kernel_shared_ptr[(((int)threadIdx.x) + 240)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 291)];
  if (((int)threadIdx.x) < 16) {
    kernel_shared_ptr[(((int)threadIdx.x) + 272)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 128) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 3)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_23;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3))) {
    condval_23 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 543)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 864)] = condval_23;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 865)] = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 544)];
  float condval_24;
  if ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543) {
    condval_24 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 545)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 866)] = condval_24;
  float condval_25;
  if ((((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 16) % 24) / 3)) < 543) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18)))) {
    condval_25 = data_ptr[((((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) + 543)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 960)] = condval_25;
  float condval_26;
  if (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 16) % 24) / 3)) < 543) {
    condval_26 = data_ptr[((((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) + 543)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 961)] = condval_26;
  float condval_27;
  if ((((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((((int)threadIdx.x) >> 1) + 16) % 24) / 3)) < 543) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545)) {
    condval_27 = data_ptr[((((((((((int)threadIdx.x) + 32) / 48) * 295936) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((((int)threadIdx.x) >> 1) + 16) % 24) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) + 543)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 962)] = condval_27;
  int cse_v82 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((int)threadIdx.x) + 16) / 6));
  float condval_28;
  if ((((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((int)threadIdx.x) + 16) / 6)) < 543) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 12) % 18)))) {
    condval_28 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 12) % 18)) + 296479)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1056)] = condval_28;
  float condval_29;
  if (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((int)threadIdx.x) + 16) / 6)) < 543) {
    condval_29 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 13) % 18)) + 296479)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1057)] = condval_29;
  float condval_30;
  if ((((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((int)threadIdx.x) + 16) / 6)) < 543) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 14) % 18)) < 545)) {
    condval_30 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 16) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 14) % 18)) + 296479)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1058)] = condval_30;
  float condval_31;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3))) {
    condval_31 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 592415)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1152)] = condval_31;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1153)] = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 592416)];
  float condval_32;
  if ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543) {
    condval_32 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 592417)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1154)] = condval_32;
  if (((int)threadIdx.x) < 16) {
    int cse_v83 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((int)threadIdx.x) + 32) / 6));
    float condval_33;
    if ((((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((int)threadIdx.x) + 32) / 6)) < 543) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18)))) {
      condval_33 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) + 592415)];
    } else {
      condval_33 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1248)] = condval_33;
    float condval_34;
    if (((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((int)threadIdx.x) + 32) / 6)) < 543) {
      condval_34 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) + 592415)];
    } else {
      condval_34 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1249)] = condval_34;
    float condval_35;
    if ((((((((int)blockIdx.x) % 2312) / 34) * 8) + ((((int)threadIdx.x) + 32) / 6)) < 543) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545)) {
      condval_35 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + (((((int)threadIdx.x) + 32) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) + 592415)];
    } else {
      condval_35 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1250)] = condval_35;
  }
  kernel_shared_ptr[(((int)threadIdx.x) + 288)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 6)];
  kernel_shared_ptr[(((int)threadIdx.x) + 320)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 32) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 6)];
  kernel_shared_ptr[(((int)threadIdx.x) + 352)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 64) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3)) + 6)];
  kernel_shared_ptr[(((int)threadIdx.x) + 384)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 294)];
  if (((int)threadIdx.x) < 16) {
    kernel_shared_ptr[(((int)threadIdx.x) + 416)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + (((((int)threadIdx.x) + 128) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 6)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v7 = (((int)threadIdx.x) & 7);
  int cse_v8 = (((int)threadIdx.x) >> 3);
  int cse_v19 = ((((int)threadIdx.x) >> 3) * 36);
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
    for (int ff_3 = 0; ff_3 < 2; ++ff_3) {
      for (int yy_3 = 0; yy_3 < 2; ++yy_3) {
        for (int rc_2 = 0; rc_2 < 3; ++rc_2) {
          int cse_v18 = ((ff_3 * 8) + (yy_3 * 2));
          int cse_v84 = ((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7));
          int cse_v93 = (((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1);
          conv2d_nchw_local_ptr[((ff_3 * 8) + (yy_3 * 2))] = (conv2d_nchw_local_ptr[((ff_3 * 8) + (yy_3 * 2))] + (pad_temp_shared_ptr[((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7))] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1)]));
          int cse_v30 = (((ff_3 * 8) + (yy_3 * 2)) + 16);
          int cse_v94 = (((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 8);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 16)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 16)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 8)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1)]));
          int cse_v31 = (((ff_3 * 8) + (yy_3 * 2)) + 32);
          int cse_v95 = (((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 72);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 32)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 32)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 72)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1)]));
          int cse_v32 = (((ff_3 * 8) + (yy_3 * 2)) + 48);
          int cse_v96 = (((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 80);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 48)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 48)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 80)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1)]));
          int cse_v33 = (((ff_3 * 8) + (yy_3 * 2)) + 1);
          int cse_v97 = (((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 18);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 1)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 1)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 18)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1)]));
          int cse_v34 = (((ff_3 * 8) + (yy_3 * 2)) + 17);
          int cse_v98 = (((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 26);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 17)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 17)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 26)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1)]));
          int cse_v35 = (((ff_3 * 8) + (yy_3 * 2)) + 33);
          int cse_v99 = (((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 90);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 33)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 33)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 90)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1)]));
          int cse_v36 = (((ff_3 * 8) + (yy_3 * 2)) + 49);
          int cse_v100 = (((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 98);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 49)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 49)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 98)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1)]));
          int cse_v37 = (((ff_3 * 8) + (yy_3 * 2)) + 4);
          int cse_v126 = ((((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1) + 9);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 4)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 4)] + (pad_temp_shared_ptr[((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7))] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1) + 9)]));
          int cse_v38 = (((ff_3 * 8) + (yy_3 * 2)) + 20);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 20)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 20)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 8)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1) + 9)]));
          int cse_v39 = (((ff_3 * 8) + (yy_3 * 2)) + 36);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 36)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 36)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 72)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1) + 9)]));
          int cse_v40 = (((ff_3 * 8) + (yy_3 * 2)) + 52);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 52)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 52)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 80)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1) + 9)]));
          int cse_v41 = (((ff_3 * 8) + (yy_3 * 2)) + 5);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 5)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 5)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 18)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1) + 9)]));
          int cse_v42 = (((ff_3 * 8) + (yy_3 * 2)) + 21);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 21)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 21)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 26)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1) + 9)]));
          int cse_v43 = (((ff_3 * 8) + (yy_3 * 2)) + 37);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 37)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 37)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 90)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1) + 9)]));
          int cse_v44 = (((ff_3 * 8) + (yy_3 * 2)) + 53);
          conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 53)] = (conv2d_nchw_local_ptr[(((ff_3 * 8) + (yy_3 * 2)) + 53)] + (pad_temp_shared_ptr[(((((rc_2 * 144) + (yy_3 * 36)) + rx_1) + (((int)threadIdx.x) & 7)) + 98)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3 * 18)) + (rc_2 * 3)) + rx_1) + 9)]));
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rx_1_1 = 0; rx_1_1 < 3; ++rx_1_1) {
    for (int ff_3_1 = 0; ff_3_1 < 2; ++ff_3_1) {
      for (int yy_3_1 = 0; yy_3_1 < 2; ++yy_3_1) {
        for (int rc_2_1 = 0; rc_2_1 < 3; ++rc_2_1) {
          int cse_v20 = ((ff_3_1 * 8) + (yy_3_1 * 2));
          int cse_v85 = ((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7));
          int cse_v101 = (((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 432);
          int cse_v102 = (((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1);
          int cse_v127 = ((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 144);
          conv2d_nchw_local_ptr[((ff_3_1 * 8) + (yy_3_1 * 2))] = (conv2d_nchw_local_ptr[((ff_3_1 * 8) + (yy_3_1 * 2))] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 432)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 144)]));
          int cse_v45 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 16);
          int cse_v103 = (((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 440);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 16)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 16)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 440)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 144)]));
          int cse_v46 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 32);
          int cse_v104 = (((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 504);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 32)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 32)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 504)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 144)]));
          int cse_v47 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 48);
          int cse_v105 = (((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 512);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 48)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 48)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 512)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 144)]));
          int cse_v48 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 1);
          int cse_v106 = (((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 450);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 1)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 1)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 450)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 144)]));
          int cse_v49 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 17);
          int cse_v107 = (((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 458);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 17)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 17)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 458)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 144)]));
          int cse_v50 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 33);
          int cse_v108 = (((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 522);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 33)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 33)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 522)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 144)]));
          int cse_v51 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 49);
          int cse_v109 = (((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 530);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 49)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 49)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 530)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 144)]));
          int cse_v52 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 4);
          int cse_v128 = ((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 153);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 4)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 4)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 432)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 153)]));
          int cse_v53 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 20);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 20)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 20)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 440)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 153)]));
          int cse_v54 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 36);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 36)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 36)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 504)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 153)]));
          int cse_v55 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 52);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 52)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 52)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 512)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 153)]));
          int cse_v56 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 5);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 5)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 5)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 450)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 153)]));
          int cse_v57 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 21);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 21)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 21)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 458)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 153)]));
          int cse_v58 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 37);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 37)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 37)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 522)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 153)]));
          int cse_v59 = (((ff_3_1 * 8) + (yy_3_1 * 2)) + 53);
          conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 53)] = (conv2d_nchw_local_ptr[(((ff_3_1 * 8) + (yy_3_1 * 2)) + 53)] + (pad_temp_shared_ptr[(((((rc_2_1 * 144) + (yy_3_1 * 36)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 530)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_1 * 18)) + (rc_2_1 * 3)) + rx_1_1) + 153)]));
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rx_1_2 = 0; rx_1_2 < 3; ++rx_1_2) {
    for (int ff_3_2 = 0; ff_3_2 < 2; ++ff_3_2) {
      for (int yy_3_2 = 0; yy_3_2 < 2; ++yy_3_2) {
        for (int rc_2_2 = 0; rc_2_2 < 3; ++rc_2_2) {
          int cse_v21 = ((ff_3_2 * 8) + (yy_3_2 * 2));
          int cse_v86 = ((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7));
          int cse_v110 = (((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 864);
          int cse_v111 = (((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2);
          int cse_v129 = ((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 288);
          conv2d_nchw_local_ptr[((ff_3_2 * 8) + (yy_3_2 * 2))] = (conv2d_nchw_local_ptr[((ff_3_2 * 8) + (yy_3_2 * 2))] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 864)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 288)]));
          int cse_v60 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 16);
          int cse_v112 = (((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 872);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 16)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 16)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 872)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 288)]));
          int cse_v61 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 32);
          int cse_v113 = (((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 936);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 32)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 32)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 936)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 288)]));
          int cse_v62 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 48);
          int cse_v114 = (((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 944);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 48)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 48)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 944)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 288)]));
          int cse_v63 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 1);
          int cse_v115 = (((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 882);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 1)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 1)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 882)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 288)]));
          int cse_v64 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 17);
          int cse_v116 = (((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 890);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 17)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 17)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 890)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 288)]));
          int cse_v65 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 33);
          int cse_v117 = (((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 954);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 33)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 33)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 954)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 288)]));
          int cse_v66 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 49);
          int cse_v118 = (((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 962);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 49)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 49)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 962)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 288)]));
          int cse_v67 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 4);
          int cse_v130 = ((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 297);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 4)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 4)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 864)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 297)]));
          int cse_v68 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 20);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 20)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 20)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 872)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 297)]));
          int cse_v69 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 36);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 36)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 36)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 936)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 297)]));
          int cse_v70 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 52);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 52)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 52)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 944)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 297)]));
          int cse_v71 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 5);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 5)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 5)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 882)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 297)]));
          int cse_v72 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 21);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 21)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 21)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 890)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 297)]));
          int cse_v73 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 37);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 37)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 37)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 954)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 297)]));
          int cse_v74 = (((ff_3_2 * 8) + (yy_3_2 * 2)) + 53);
          conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 53)] = (conv2d_nchw_local_ptr[(((ff_3_2 * 8) + (yy_3_2 * 2)) + 53)] + (pad_temp_shared_ptr[(((((rc_2_2 * 144) + (yy_3_2 * 36)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 962)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 36) + (ff_3_2 * 18)) + (rc_2_2 * 3)) + rx_1_2) + 297)]));
        }
      }
    }
  }
  for (int ax1 = 0; ax1 < 4; ++ax1) {
    int cse_v9 = (ax1 * 4);
    int cse_v132 = (((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7));
    conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7))] = conv2d_nchw_local_ptr[(ax1 * 4)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 8)] = conv2d_nchw_local_ptr[((ax1 * 4) + 16)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 2176)] = conv2d_nchw_local_ptr[((ax1 * 4) + 32)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 2184)] = conv2d_nchw_local_ptr[((ax1 * 4) + 48)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 544)] = conv2d_nchw_local_ptr[((ax1 * 4) + 1)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 552)] = conv2d_nchw_local_ptr[((ax1 * 4) + 17)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 2720)] = conv2d_nchw_local_ptr[((ax1 * 4) + 33)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 2728)] = conv2d_nchw_local_ptr[((ax1 * 4) + 49)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 1088)] = conv2d_nchw_local_ptr[((ax1 * 4) + 2)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 1096)] = conv2d_nchw_local_ptr[((ax1 * 4) + 18)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 3264)] = conv2d_nchw_local_ptr[((ax1 * 4) + 34)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 3272)] = conv2d_nchw_local_ptr[((ax1 * 4) + 50)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 1632)] = conv2d_nchw_local_ptr[((ax1 * 4) + 3)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 1640)] = conv2d_nchw_local_ptr[((ax1 * 4) + 19)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 3808)] = conv2d_nchw_local_ptr[((ax1 * 4) + 35)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 3) * 1183744)) + (ax1 * 295936)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 3816)] = conv2d_nchw_local_ptr[((ax1 * 4) + 51)];
  }
}

