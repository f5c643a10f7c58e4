
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
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3() {
  asm volatile("cp.async.wait_group 3;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
extern "C" __global__ void __launch_bounds__(196) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(196) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[4];
  __shared__ alignas(64) float pad_temp_shared_ptr[4608];
  __shared__ alignas(64) float kernel_shared_ptr[2304];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) % 72);
  int cse_v2 = (((int)threadIdx.x) * 2);
  int cse_v3 = (((int)blockIdx.x) >> 1);
  int cse_v4 = (((int)threadIdx.x) * 3);
  int cse_v9 = ((((int)blockIdx.x) & 1) * 7);
  int cse_v10 = ((((int)threadIdx.x) * 2) % 9);
  int cse_v11 = ((((int)threadIdx.x) / 72) * 196);
  int cse_v12 = ((((int)threadIdx.x) % 72) * 2);
  int cse_v13 = ((((int)threadIdx.x) * 2) + 1);
  int cse_v14 = ((((int)threadIdx.x) % 24) * 3);
  int cse_v22 = (((((int)blockIdx.x) & 1) * 7) + ((((int)threadIdx.x) * 2) % 9));
  int cse_v23 = (((((int)threadIdx.x) * 2) + 1) % 9);
  int cse_v24 = (((((int)threadIdx.x) * 2) + 104) % 144);
  int cse_v25 = (((((int)threadIdx.x) * 2) + 5) % 9);
  int cse_v26 = (((((int)threadIdx.x) + 196) / 72) * 196);
  int cse_v27 = (((((int)threadIdx.x) * 2) + 105) % 144);
  int cse_v28 = (((((int)threadIdx.x) * 2) + 6) % 9);
  int cse_v29 = (((((int)threadIdx.x) * 2) + 64) % 144);
  int cse_v30 = (((((int)threadIdx.x) + 392) / 72) * 196);
  int cse_v31 = (((((int)threadIdx.x) * 2) + 65) % 144);
  int cse_v32 = (((((int)threadIdx.x) * 2) + 2) % 9);
  int cse_v33 = (((((int)blockIdx.x) >> 1) * 18432) + ((((int)threadIdx.x) / 24) * 2304));
  int cse_v36 = ((((((int)threadIdx.x) % 72) * 2) / 9) * 14);
  int cse_v37 = (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9));
  int cse_v38 = (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 5) % 9));
  int cse_v39 = (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 6) % 9));
  int cse_v40 = (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 2) % 9));
  int cse_v41 = ((((((int)blockIdx.x) >> 1) * 18432) + ((((int)threadIdx.x) / 24) * 2304)) + ((((int)threadIdx.x) % 24) * 3));
  int cse_v45 = (((((((int)threadIdx.x) % 72) * 2) + 1) / 9) * 14);
  int cse_v46 = (((((((int)threadIdx.x) * 2) + 104) % 144) / 9) * 14);
  int cse_v47 = (((((((int)threadIdx.x) * 2) + 105) % 144) / 9) * 14);
  int cse_v48 = (((((((int)threadIdx.x) * 2) + 64) % 144) / 9) * 14);
  int cse_v49 = (((((((int)threadIdx.x) * 2) + 65) % 144) / 9) * 14);
  int cse_v55 = (((((((int)threadIdx.x) / 72) * 196) + ((((((int)threadIdx.x) % 72) * 2) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + ((((int)threadIdx.x) * 2) % 9));
  int cse_v60 = (((((((int)threadIdx.x) / 72) * 196) + (((((((int)threadIdx.x) % 72) * 2) + 1) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 1) % 9));
  int cse_v61 = ((((((((int)threadIdx.x) + 196) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 104) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 5) % 9));
  int cse_v62 = ((((((((int)threadIdx.x) + 196) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 105) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 6) % 9));
  int cse_v63 = ((((((((int)threadIdx.x) + 392) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 64) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 1) % 9));
  int cse_v64 = ((((((((int)threadIdx.x) + 392) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 65) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 2) % 9));
  float condval;
  if ((((4 < (((int)threadIdx.x) % 72)) && ((((int)threadIdx.x) % 72) < 68)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + ((((int)threadIdx.x) * 2) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + ((((int)threadIdx.x) * 2) % 9)) < 15)) {
    condval = data_ptr[((((((((int)threadIdx.x) / 72) * 196) + ((((((int)threadIdx.x) % 72) * 2) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + ((((int)threadIdx.x) * 2) % 9)) - 15)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
  float condval_1;
  if ((((4 <= (((int)threadIdx.x) % 72)) && ((((int)threadIdx.x) % 72) < 67)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)) < 15)) {
    condval_1 = data_ptr[((((((((int)threadIdx.x) / 72) * 196) + (((((((int)threadIdx.x) % 72) * 2) + 1) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 1) % 9)) - 15)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
  float condval_2;
  if ((((9 < (((((int)threadIdx.x) * 2) + 104) % 144)) && ((((((int)threadIdx.x) * 2) + 104) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 5) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 5) % 9)) < 15)) {
    condval_2 = data_ptr[(((((((((int)threadIdx.x) + 196) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 104) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 5) % 9)) - 15)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 392)] = condval_2;
  float condval_3;
  if ((((9 <= (((((int)threadIdx.x) * 2) + 105) % 144)) && ((((((int)threadIdx.x) * 2) + 105) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 6) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 6) % 9)) < 15)) {
    condval_3 = data_ptr[(((((((((int)threadIdx.x) + 196) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 105) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 6) % 9)) - 15)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 393)] = condval_3;
  if (((int)threadIdx.x) < 184) {
    float condval_4;
    if ((((9 < (((((int)threadIdx.x) * 2) + 64) % 144)) && ((((((int)threadIdx.x) * 2) + 64) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)) < 15)) {
      condval_4 = data_ptr[(((((((((int)threadIdx.x) + 392) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 64) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 1) % 9)) - 15)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 784)] = condval_4;
    float condval_5;
    if ((((9 <= (((((int)threadIdx.x) * 2) + 65) % 144)) && ((((((int)threadIdx.x) * 2) + 65) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 2) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 2) % 9)) < 15)) {
      condval_5 = data_ptr[(((((((((int)threadIdx.x) + 392) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 65) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 2) % 9)) - 15)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 785)] = condval_5;
  }
  if (((int)threadIdx.x) < 192) {
    *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) >> 1) * 18432) + ((((int)threadIdx.x) / 24) * 2304)) + ((((int)threadIdx.x) % 24) * 3)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_6;
  if ((((4 < (((int)threadIdx.x) % 72)) && ((((int)threadIdx.x) % 72) < 68)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + ((((int)threadIdx.x) * 2) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + ((((int)threadIdx.x) * 2) % 9)) < 15)) {
    condval_6 = data_ptr[((((((((int)threadIdx.x) / 72) * 196) + ((((((int)threadIdx.x) % 72) * 2) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + ((((int)threadIdx.x) * 2) % 9)) + 1553)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1152)] = condval_6;
  float condval_7;
  if ((((4 <= (((int)threadIdx.x) % 72)) && ((((int)threadIdx.x) % 72) < 67)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)) < 15)) {
    condval_7 = data_ptr[((((((((int)threadIdx.x) / 72) * 196) + (((((((int)threadIdx.x) % 72) * 2) + 1) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 1) % 9)) + 1553)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1153)] = condval_7;
  float condval_8;
  if ((((9 < (((((int)threadIdx.x) * 2) + 104) % 144)) && ((((((int)threadIdx.x) * 2) + 104) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 5) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 5) % 9)) < 15)) {
    condval_8 = data_ptr[(((((((((int)threadIdx.x) + 196) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 104) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 5) % 9)) + 1553)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1544)] = condval_8;
  float condval_9;
  if ((((9 <= (((((int)threadIdx.x) * 2) + 105) % 144)) && ((((((int)threadIdx.x) * 2) + 105) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 6) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 6) % 9)) < 15)) {
    condval_9 = data_ptr[(((((((((int)threadIdx.x) + 196) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 105) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 6) % 9)) + 1553)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1545)] = condval_9;
  if (((int)threadIdx.x) < 184) {
    float condval_10;
    if ((((9 < (((((int)threadIdx.x) * 2) + 64) % 144)) && ((((((int)threadIdx.x) * 2) + 64) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)) < 15)) {
      condval_10 = data_ptr[(((((((((int)threadIdx.x) + 392) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 64) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 1) % 9)) + 1553)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1936)] = condval_10;
    float condval_11;
    if ((((9 <= (((((int)threadIdx.x) * 2) + 65) % 144)) && ((((((int)threadIdx.x) * 2) + 65) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 2) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 2) % 9)) < 15)) {
      condval_11 = data_ptr[(((((((((int)threadIdx.x) + 392) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 65) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 2) % 9)) + 1553)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1937)] = condval_11;
  }
  if (((int)threadIdx.x) < 192) {
    *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 576)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) >> 1) * 18432) + ((((int)threadIdx.x) / 24) * 2304)) + ((((int)threadIdx.x) % 24) * 3)) + 72));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_12;
  if ((((4 < (((int)threadIdx.x) % 72)) && ((((int)threadIdx.x) % 72) < 68)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + ((((int)threadIdx.x) * 2) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + ((((int)threadIdx.x) * 2) % 9)) < 15)) {
    condval_12 = data_ptr[((((((((int)threadIdx.x) / 72) * 196) + ((((((int)threadIdx.x) % 72) * 2) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + ((((int)threadIdx.x) * 2) % 9)) + 3121)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2304)] = condval_12;
  float condval_13;
  if ((((4 <= (((int)threadIdx.x) % 72)) && ((((int)threadIdx.x) % 72) < 67)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)) < 15)) {
    condval_13 = data_ptr[((((((((int)threadIdx.x) / 72) * 196) + (((((((int)threadIdx.x) % 72) * 2) + 1) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 1) % 9)) + 3121)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2305)] = condval_13;
  float condval_14;
  if ((((9 < (((((int)threadIdx.x) * 2) + 104) % 144)) && ((((((int)threadIdx.x) * 2) + 104) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 5) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 5) % 9)) < 15)) {
    condval_14 = data_ptr[(((((((((int)threadIdx.x) + 196) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 104) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 5) % 9)) + 3121)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2696)] = condval_14;
  float condval_15;
  if ((((9 <= (((((int)threadIdx.x) * 2) + 105) % 144)) && ((((((int)threadIdx.x) * 2) + 105) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 6) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 6) % 9)) < 15)) {
    condval_15 = data_ptr[(((((((((int)threadIdx.x) + 196) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 105) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 6) % 9)) + 3121)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2697)] = condval_15;
  if (((int)threadIdx.x) < 184) {
    float condval_16;
    if ((((9 < (((((int)threadIdx.x) * 2) + 64) % 144)) && ((((((int)threadIdx.x) * 2) + 64) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)) < 15)) {
      condval_16 = data_ptr[(((((((((int)threadIdx.x) + 392) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 64) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 1) % 9)) + 3121)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3088)] = condval_16;
    float condval_17;
    if ((((9 <= (((((int)threadIdx.x) * 2) + 65) % 144)) && ((((((int)threadIdx.x) * 2) + 65) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 2) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 2) % 9)) < 15)) {
      condval_17 = data_ptr[(((((((((int)threadIdx.x) + 392) / 72) * 196) + (((((((int)threadIdx.x) * 2) + 65) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 2) % 9)) + 3121)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3089)] = condval_17;
  }
  if (((int)threadIdx.x) < 192) {
    *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 1152)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) >> 1) * 18432) + ((((int)threadIdx.x) / 24) * 2304)) + ((((int)threadIdx.x) % 24) * 3)) + 144));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v7 = (((int)threadIdx.x) % 7);
  int cse_v8 = (((int)threadIdx.x) / 49);
  int cse_v17 = ((((int)threadIdx.x) % 49) / 7);
  int cse_v18 = ((((int)threadIdx.x) / 49) * 144);
  int cse_v35 = (((((int)threadIdx.x) % 49) / 7) * 18);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 29; ++rc_0_ry_0_rx_0_fused) {
    int cse_v15 = ((rc_0_ry_0_rx_0_fused + 3) & 3);
    int cse_v5 = (rc_0_ry_0_rx_0_fused * 1568);
    int cse_v34 = ((rc_0_ry_0_rx_0_fused * 1568) + ((((int)threadIdx.x) / 72) * 196));
    int cse_v42 = ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1152) + (((int)threadIdx.x) * 2));
    __syncthreads();
    float condval_18;
    if ((((4 < (((int)threadIdx.x) % 72)) && ((((int)threadIdx.x) % 72) < 68)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + ((((int)threadIdx.x) * 2) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + ((((int)threadIdx.x) * 2) % 9)) < 15)) {
      condval_18 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1568) + ((((int)threadIdx.x) / 72) * 196)) + ((((((int)threadIdx.x) % 72) * 2) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + ((((int)threadIdx.x) * 2) % 9)) + 4689)];
    } else {
      condval_18 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1152) + (((int)threadIdx.x) * 2))] = condval_18;
    float condval_19;
    if ((((4 <= (((int)threadIdx.x) % 72)) && ((((int)threadIdx.x) % 72) < 67)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)) < 15)) {
      condval_19 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1568) + ((((int)threadIdx.x) / 72) * 196)) + (((((((int)threadIdx.x) % 72) * 2) + 1) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 1) % 9)) + 4689)];
    } else {
      condval_19 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1152) + (((int)threadIdx.x) * 2)) + 1)] = condval_19;
    int cse_v43 = ((rc_0_ry_0_rx_0_fused * 1568) + (((((int)threadIdx.x) + 196) / 72) * 196));
    float condval_20;
    if ((((9 < (((((int)threadIdx.x) * 2) + 104) % 144)) && ((((((int)threadIdx.x) * 2) + 104) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 5) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 5) % 9)) < 15)) {
      condval_20 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1568) + (((((int)threadIdx.x) + 196) / 72) * 196)) + (((((((int)threadIdx.x) * 2) + 104) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 5) % 9)) + 4689)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1152) + (((int)threadIdx.x) * 2)) + 392)] = condval_20;
    float condval_21;
    if ((((9 <= (((((int)threadIdx.x) * 2) + 105) % 144)) && ((((((int)threadIdx.x) * 2) + 105) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 6) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 6) % 9)) < 15)) {
      condval_21 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1568) + (((((int)threadIdx.x) + 196) / 72) * 196)) + (((((((int)threadIdx.x) * 2) + 105) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 6) % 9)) + 4689)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1152) + (((int)threadIdx.x) * 2)) + 393)] = condval_21;
    if (((int)threadIdx.x) < 184) {
      int cse_v44 = ((rc_0_ry_0_rx_0_fused * 1568) + (((((int)threadIdx.x) + 392) / 72) * 196));
      float condval_22;
      if ((((9 < (((((int)threadIdx.x) * 2) + 64) % 144)) && ((((((int)threadIdx.x) * 2) + 64) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 1) % 9)) < 15)) {
        condval_22 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1568) + (((((int)threadIdx.x) + 392) / 72) * 196)) + (((((((int)threadIdx.x) * 2) + 64) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 1) % 9)) + 4689)];
      } else {
        condval_22 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1152) + (((int)threadIdx.x) * 2)) + 784)] = condval_22;
      float condval_23;
      if ((((9 <= (((((int)threadIdx.x) * 2) + 65) % 144)) && ((((((int)threadIdx.x) * 2) + 65) % 144) < 135)) && (1 <= (((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 2) % 9)))) && ((((((int)blockIdx.x) & 1) * 7) + (((((int)threadIdx.x) * 2) + 2) % 9)) < 15)) {
        condval_23 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1568) + (((((int)threadIdx.x) + 392) / 72) * 196)) + (((((((int)threadIdx.x) * 2) + 65) % 144) / 9) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((((int)threadIdx.x) * 2) + 2) % 9)) + 4689)];
      } else {
        condval_23 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1152) + (((int)threadIdx.x) * 2)) + 785)] = condval_23;
    }
    if (((int)threadIdx.x) < 192) {
      *(float3*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 576) + (((int)threadIdx.x) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) >> 1) * 18432) + ((((int)threadIdx.x) / 24) * 2304)) + (rc_0_ry_0_rx_0_fused * 72)) + ((((int)threadIdx.x) % 24) * 3)) + 216));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 2; ++rc_1) {
      for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
        for (int ff_3 = 0; ff_3 < 2; ++ff_3) {
          for (int yy_3 = 0; yy_3 < 2; ++yy_3) {
            int cse_v6 = (rc_0_ry_0_rx_0_fused & 3);
            int cse_v16 = ((ff_3 * 2) + yy_3);
            int cse_v53 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3));
            int cse_v56 = (((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7))] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3))]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 1)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 1)]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 2)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 2)]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 144)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 9)]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 145)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 10)]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 146)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 11)]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 288)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 18)]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 289)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 19)]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 290)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 20)]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 432)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 27)]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 433)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 28)]));
            conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + yy_3)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused & 3) * 1152) + (rc_1 * 576)) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3 * 9)) + (ry_1 * 9)) + (((int)threadIdx.x) % 7)) + 434)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 49) * 144)) + (ff_3 * 72)) + (rc_1 * 36)) + (ry_1 * 3)) + 29)]));
          }
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 2; ++rc_1_1) {
    for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
      for (int ff_3_1 = 0; ff_3_1 < 2; ++ff_3_1) {
        for (int yy_3_1 = 0; yy_3_1 < 2; ++yy_3_1) {
          int cse_v19 = ((ff_3_1 * 2) + yy_3_1);
          int cse_v50 = (((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3));
          int cse_v57 = (((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1152)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 576)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1153)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 577)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1154)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 578)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1296)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 585)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1297)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 586)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1298)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 587)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1440)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 594)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1441)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 595)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1442)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 596)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1584)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 603)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1585)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 604)]));
          conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 2) + yy_3_1)] + (pad_temp_shared_ptr[((((((rc_1_1 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_1 * 9)) + (ry_1_1 * 9)) + (((int)threadIdx.x) % 7)) + 1586)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_1 * 72)) + (rc_1_1 * 36)) + (ry_1_1 * 3)) + 605)]));
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 2; ++rc_1_2) {
    for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
      for (int ff_3_2 = 0; ff_3_2 < 2; ++ff_3_2) {
        for (int yy_3_2 = 0; yy_3_2 < 2; ++yy_3_2) {
          int cse_v20 = ((ff_3_2 * 2) + yy_3_2);
          int cse_v51 = (((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3));
          int cse_v58 = (((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2304)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1152)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2305)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1153)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2306)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1154)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2448)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1161)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2449)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1162)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2450)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1163)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2592)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1170)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2593)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1171)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2594)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1172)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2736)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1179)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2737)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1180)]));
          conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 2) + yy_3_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_2 * 9)) + (ry_1_2 * 9)) + (((int)threadIdx.x) % 7)) + 2738)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_2 * 72)) + (rc_1_2 * 36)) + (ry_1_2 * 3)) + 1181)]));
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_3 = 0; rc_1_3 < 2; ++rc_1_3) {
    for (int ry_1_3 = 0; ry_1_3 < 3; ++ry_1_3) {
      for (int ff_3_3 = 0; ff_3_3 < 2; ++ff_3_3) {
        for (int yy_3_3 = 0; yy_3_3 < 2; ++yy_3_3) {
          int cse_v21 = ((ff_3_3 * 2) + yy_3_3);
          int cse_v52 = (((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3));
          int cse_v59 = (((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3456)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1728)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3457)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1729)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3458)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1730)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3600)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1737)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3601)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1738)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3602)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1739)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3744)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1746)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3745)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1747)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3746)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1748)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3888)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1755)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3889)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1756)]));
          conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] = (conv2d_nchw_local_ptr[((ff_3_3 * 2) + yy_3_3)] + (pad_temp_shared_ptr[((((((rc_1_3 * 576) + (((((int)threadIdx.x) % 49) / 7) * 18)) + (yy_3_3 * 9)) + (ry_1_3 * 9)) + (((int)threadIdx.x) % 7)) + 3890)] * kernel_shared_ptr[((((((((int)threadIdx.x) / 49) * 144) + (ff_3_3 * 72)) + (rc_1_3 * 36)) + (ry_1_3 * 3)) + 1757)]));
        }
      }
    }
  }
  int cse_v54 = ((((((((int)blockIdx.x) >> 1) * 1568) + ((((int)threadIdx.x) / 49) * 392)) + (((((int)threadIdx.x) % 49) / 7) * 28)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 1) * 1568) + ((((int)threadIdx.x) / 49) * 392)) + (((((int)threadIdx.x) % 49) / 7) * 28)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) >> 1) * 1568) + ((((int)threadIdx.x) / 49) * 392)) + (((((int)threadIdx.x) % 49) / 7) * 28)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7)) + 14)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) >> 1) * 1568) + ((((int)threadIdx.x) / 49) * 392)) + (((((int)threadIdx.x) % 49) / 7) * 28)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7)) + 196)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) >> 1) * 1568) + ((((int)threadIdx.x) / 49) * 392)) + (((((int)threadIdx.x) % 49) / 7) * 28)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7)) + 210)] = conv2d_nchw_local_ptr[3];
}

