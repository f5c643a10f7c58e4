
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
extern "C" __global__ void __launch_bounds__(56) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(56) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[2688];
  __shared__ alignas(64) float kernel_shared_ptr[2304];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) >> 2);
  int cse_v2 = (((int)threadIdx.x) & 3);
  int cse_v3 = (((int)threadIdx.x) + 56);
  int cse_v4 = (((int)threadIdx.x) + 168);
  int cse_v5 = (((int)blockIdx.x) / 28);
  int cse_v6 = (((int)threadIdx.x) * 3);
  int cse_v11 = ((((int)blockIdx.x) % 28) / 14);
  int cse_v12 = ((((int)blockIdx.x) % 14) * 2);
  int cse_v13 = ((((int)threadIdx.x) >> 2) * 28);
  int cse_v14 = ((((int)blockIdx.x) / 28) * 18432);
  int cse_v15 = ((((int)threadIdx.x) & 15) * 9);
  int cse_v16 = ((((int)threadIdx.x) + 56) >> 4);
  int cse_v17 = ((((int)threadIdx.x) + 8) & 15);
  int cse_v18 = ((((int)threadIdx.x) + 168) >> 4);
  int cse_v23 = (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3));
  int cse_v24 = (((((int)blockIdx.x) % 28) / 14) * 392);
  int cse_v25 = (((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152));
  int cse_v26 = (((((int)threadIdx.x) + 8) & 15) * 9);
  int cse_v27 = (((((int)threadIdx.x) + 56) >> 4) * 48);
  int cse_v28 = (((((int)threadIdx.x) + 8) & 15) * 3);
  int cse_v29 = (((((int)threadIdx.x) + 168) >> 4) * 48);
  int cse_v37 = ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2));
  int cse_v38 = ((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + ((((int)threadIdx.x) & 15) * 9));
  int cse_v39 = (((((int)blockIdx.x) / 28) * 18432) + (((((int)threadIdx.x) + 56) >> 4) * 1152));
  int cse_v40 = ((((((int)threadIdx.x) + 56) >> 4) * 48) + (((((int)threadIdx.x) + 8) & 15) * 3));
  int cse_v41 = (((((int)blockIdx.x) / 28) * 18432) + (((((int)threadIdx.x) + 168) >> 4) * 1152));
  int cse_v42 = ((((((int)threadIdx.x) + 168) >> 4) * 48) + (((((int)threadIdx.x) + 8) & 15) * 3));
  int cse_v111 = ((((((int)blockIdx.x) / 28) * 18432) + (((((int)threadIdx.x) + 56) >> 4) * 1152)) + (((((int)threadIdx.x) + 8) & 15) * 9));
  int cse_v112 = ((((((int)blockIdx.x) / 28) * 18432) + (((((int)threadIdx.x) + 168) >> 4) * 1152)) + (((((int)threadIdx.x) + 8) & 15) * 9));
  int cse_v144 = ((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3));
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) - 29)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  float condval_1;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 755)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 56)] = condval_1;
  float condval_2;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 1539)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 112)] = condval_2;
  float condval_3;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_3 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 2323)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 168)] = condval_3;
  float condval_4;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_4 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 3107)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 224)] = condval_4;
  float condval_5;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_5 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 3891)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 280)] = condval_5;
  float condval_6;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 4675)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 336)] = condval_6;
  float condval_7;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 5459)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 392)] = condval_7;
  float condval_8;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 6243)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 448)] = condval_8;
  float condval_9;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_9 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 7027)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 504)] = condval_9;
  float condval_10;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_10 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 7811)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 560)] = condval_10;
  float condval_11;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_11 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 8595)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 616)] = condval_11;
  float condval_12;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_12 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 9379)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 672)] = condval_12;
  float condval_13;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_13 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 10163)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 728)] = condval_13;
  float condval_14;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_14 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 10947)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 784)] = condval_14;
  float condval_15;
  if (((1 <= ((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2))) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_15 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 11731)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 840)] = condval_15;
  *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + ((((int)threadIdx.x) & 15) * 9)));
  *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 56) >> 4) * 48) + (((((int)threadIdx.x) + 8) & 15) * 3))) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) / 28) * 18432) + (((((int)threadIdx.x) + 56) >> 4) * 1152)) + (((((int)threadIdx.x) + 8) & 15) * 9)));
  *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 336)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + ((((int)threadIdx.x) & 15) * 9)) + 8064));
  *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 168) >> 4) * 48) + (((((int)threadIdx.x) + 8) & 15) * 3))) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) / 28) * 18432) + (((((int)threadIdx.x) + 168) >> 4) * 1152)) + (((((int)threadIdx.x) + 8) & 15) * 9)));
  if (((int)threadIdx.x) < 32) {
    *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 672)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + ((((int)threadIdx.x) & 15) * 9)) + 16128));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_16;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_16 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) - 1)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 896)] = condval_16;
  float condval_17;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_17 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 783)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 952)] = condval_17;
  float condval_18;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_18 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 1567)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1008)] = condval_18;
  float condval_19;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_19 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 2351)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1064)] = condval_19;
  float condval_20;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_20 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 3135)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1120)] = condval_20;
  float condval_21;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_21 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 3919)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1176)] = condval_21;
  float condval_22;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_22 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 4703)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1232)] = condval_22;
  float condval_23;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_23 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 5487)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1288)] = condval_23;
  float condval_24;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_24 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 6271)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1344)] = condval_24;
  float condval_25;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_25 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 7055)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1400)] = condval_25;
  float condval_26;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_26 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 7839)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1456)] = condval_26;
  float condval_27;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_27 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 8623)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1512)] = condval_27;
  float condval_28;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_28 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 9407)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1568)] = condval_28;
  float condval_29;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_29 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 10191)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1624)] = condval_29;
  float condval_30;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_30 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 10975)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1680)] = condval_30;
  float condval_31;
  if ((1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
    condval_31 = data_ptr[(((((((((int)blockIdx.x) % 28) / 14) * 392) + ((((int)threadIdx.x) >> 2) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 11759)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1736)] = condval_31;
  *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 768)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + ((((int)threadIdx.x) & 15) * 9)) + 3));
  *(float3*)(kernel_shared_ptr + (((((((int)threadIdx.x) + 56) >> 4) * 48) + (((((int)threadIdx.x) + 8) & 15) * 3)) + 768)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) / 28) * 18432) + (((((int)threadIdx.x) + 56) >> 4) * 1152)) + (((((int)threadIdx.x) + 8) & 15) * 9)) + 3));
  *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 1104)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + ((((int)threadIdx.x) & 15) * 9)) + 8067));
  *(float3*)(kernel_shared_ptr + (((((((int)threadIdx.x) + 168) >> 4) * 48) + (((((int)threadIdx.x) + 8) & 15) * 3)) + 768)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) / 28) * 18432) + (((((int)threadIdx.x) + 168) >> 4) * 1152)) + (((((int)threadIdx.x) + 8) & 15) * 9)) + 3));
  if (((int)threadIdx.x) < 32) {
    *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 1440)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + ((((int)threadIdx.x) & 15) * 9)) + 16131));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v9 = (((int)threadIdx.x) % 14);
  int cse_v10 = (((int)threadIdx.x) / 14);
  int cse_v21 = ((((int)threadIdx.x) % 14) * 4);
  int cse_v22 = ((((int)threadIdx.x) / 14) * 192);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 22; ++rc_0_ry_0_rx_0_fused) {
    int cse_v7 = (rc_0_ry_0_rx_0_fused + 2);
    int cse_v19 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v20 = ((rc_0_ry_0_rx_0_fused + 2) / 3);
    int cse_v43 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x));
    int cse_v113 = (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3));
    int cse_v147 = ((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3));
    __syncthreads();
    float condval_32;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_32 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) - 29)];
    } else {
      condval_32 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x))] = condval_32;
    float condval_33;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_33 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 755)];
    } else {
      condval_33 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 56)] = condval_33;
    float condval_34;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_34 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 1539)];
    } else {
      condval_34 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 112)] = condval_34;
    float condval_35;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_35 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 2323)];
    } else {
      condval_35 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 168)] = condval_35;
    float condval_36;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_36 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 3107)];
    } else {
      condval_36 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 224)] = condval_36;
    float condval_37;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_37 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 3891)];
    } else {
      condval_37 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 280)] = condval_37;
    float condval_38;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_38 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 4675)];
    } else {
      condval_38 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 336)] = condval_38;
    float condval_39;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_39 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 5459)];
    } else {
      condval_39 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 392)] = condval_39;
    float condval_40;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_40 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 6243)];
    } else {
      condval_40 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 448)] = condval_40;
    float condval_41;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_41 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 7027)];
    } else {
      condval_41 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 504)] = condval_41;
    float condval_42;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_42 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 7811)];
    } else {
      condval_42 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 560)] = condval_42;
    float condval_43;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_43 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 8595)];
    } else {
      condval_43 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 616)] = condval_43;
    float condval_44;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_44 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 9379)];
    } else {
      condval_44 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 672)] = condval_44;
    float condval_45;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_45 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 10163)];
    } else {
      condval_45 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 728)] = condval_45;
    float condval_46;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_46 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 10947)];
    } else {
      condval_46 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 784)] = condval_46;
    float condval_47;
    if ((((1 <= (((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((((int)blockIdx.x) % 28) / 14) * 14) + (((int)threadIdx.x) >> 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 29)) && (1 <= (((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)))) && ((((((int)blockIdx.x) % 14) * 2) + (((int)threadIdx.x) & 3)) < 29)) {
      condval_47 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 12544) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) >> 2) * 28)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 3)) + 11731)];
    } else {
      condval_47 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 896) + ((int)threadIdx.x)) + 840)] = condval_47;
    int cse_v30 = (((rc_0_ry_0_rx_0_fused + 2) / 3) * 144);
    int cse_v31 = (((rc_0_ry_0_rx_0_fused + 2) % 3) * 3);
    int cse_v32 = (((rc_0_ry_0_rx_0_fused + 2) % 3) * 768);
    int cse_v44 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 768) + (((int)threadIdx.x) * 3));
    int cse_v145 = ((((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 3));
    *(float3*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 768) + (((int)threadIdx.x) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 3)));
    *(float3*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 768) + (((((int)threadIdx.x) + 56) >> 4) * 48)) + (((((int)threadIdx.x) + 8) & 15) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 28) * 18432) + (((((int)threadIdx.x) + 56) >> 4) * 1152)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 144)) + (((((int)threadIdx.x) + 8) & 15) * 9)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 3)));
    *(float3*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 768) + (((int)threadIdx.x) * 3)) + 336)) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 3)) + 8064));
    *(float3*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 768) + (((((int)threadIdx.x) + 168) >> 4) * 48)) + (((((int)threadIdx.x) + 8) & 15) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 28) * 18432) + (((((int)threadIdx.x) + 168) >> 4) * 1152)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 144)) + (((((int)threadIdx.x) + 8) & 15) * 9)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 3)));
    if (((int)threadIdx.x) < 32) {
      *(float3*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 768) + (((int)threadIdx.x) * 3)) + 672)) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 28) * 18432) + ((((int)threadIdx.x) >> 4) * 1152)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (((rc_0_ry_0_rx_0_fused + 2) % 3) * 3)) + 16128));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 8; ++rc_1) {
      int cse_v8 = (rc_0_ry_0_rx_0_fused % 3);
      int cse_v45 = ((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4));
      int cse_v46 = ((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6))]));
      int cse_v114 = (((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 1);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6))]));
      int cse_v115 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 1)]));
      int cse_v116 = (((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 2);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 1)]));
      int cse_v117 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 2)]));
      int cse_v118 = (((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 3);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 2)]));
      int cse_v119 = (((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 56);
      int cse_v120 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 3);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 56)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 3)]));
      int cse_v121 = (((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 57);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 57)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 3)]));
      int cse_v122 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 4);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 57)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 4)]));
      int cse_v123 = (((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 58);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 58)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 4)]));
      int cse_v124 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 5);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 58)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 5)]));
      int cse_v125 = (((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 59);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 59)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 5)]));
      int cse_v126 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 48);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 48)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 48)]));
      int cse_v127 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 49);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 49)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 49)]));
      int cse_v128 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 50);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 50)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 50)]));
      int cse_v129 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 51);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 56)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 51)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 57)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 51)]));
      int cse_v130 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 52);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 57)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 52)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 58)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 52)]));
      int cse_v131 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 53);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 58)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 53)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 59)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 53)]));
      int cse_v132 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 96);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 96)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 96)]));
      int cse_v133 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 97);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 97)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 97)]));
      int cse_v134 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 98);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 98)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 98)]));
      int cse_v135 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 99);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 56)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 99)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 57)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 99)]));
      int cse_v136 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 100);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 57)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 100)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 58)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 100)]));
      int cse_v137 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 101);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 58)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 101)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 59)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 101)]));
      int cse_v138 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 144);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 144)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 144)]));
      int cse_v139 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 145);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 145)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 145)]));
      int cse_v140 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 146);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 146)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 146)]));
      int cse_v141 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 147);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 56)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 147)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 57)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 147)]));
      int cse_v142 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 148);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 57)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 148)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 58)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 148)]));
      int cse_v143 = (((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 149);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 58)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 149)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 896) + (rc_1 * 112)) + ((((int)threadIdx.x) % 14) * 4)) + 59)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 768) + ((((int)threadIdx.x) / 14) * 192)) + (rc_1 * 6)) + 149)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 8; ++rc_1_1) {
    int cse_v33 = ((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4));
    int cse_v34 = (((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6));
    int cse_v47 = (((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 896);
    int cse_v48 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 768);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 896)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 768)]));
    int cse_v49 = (((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 897);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 897)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 768)]));
    int cse_v50 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 769);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 897)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 769)]));
    int cse_v51 = (((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 898);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 898)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 769)]));
    int cse_v52 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 770);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 898)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 770)]));
    int cse_v53 = (((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 899);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 899)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 770)]));
    int cse_v54 = (((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 952);
    int cse_v55 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 771);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 952)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 771)]));
    int cse_v56 = (((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 953);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 953)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 771)]));
    int cse_v57 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 772);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 953)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 772)]));
    int cse_v58 = (((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 954);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 954)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 772)]));
    int cse_v59 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 773);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 954)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 773)]));
    int cse_v60 = (((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 955);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 955)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 773)]));
    int cse_v61 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 816);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 896)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 816)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 897)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 816)]));
    int cse_v62 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 817);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 897)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 817)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 898)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 817)]));
    int cse_v63 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 818);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 898)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 818)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 899)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 818)]));
    int cse_v64 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 819);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 952)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 819)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 953)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 819)]));
    int cse_v65 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 820);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 953)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 820)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 954)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 820)]));
    int cse_v66 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 821);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 954)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 821)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 955)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 821)]));
    int cse_v67 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 864);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 896)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 864)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 897)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 864)]));
    int cse_v68 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 865);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 897)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 865)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 898)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 865)]));
    int cse_v69 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 866);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 898)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 866)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 899)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 866)]));
    int cse_v70 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 867);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 952)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 867)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 953)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 867)]));
    int cse_v71 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 868);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 953)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 868)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 954)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 868)]));
    int cse_v72 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 869);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 954)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 869)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 955)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 869)]));
    int cse_v73 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 912);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 896)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 912)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 897)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 912)]));
    int cse_v74 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 913);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 897)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 913)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 898)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 913)]));
    int cse_v75 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 914);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 898)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 914)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 899)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 914)]));
    int cse_v76 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 915);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 952)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 915)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 953)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 915)]));
    int cse_v77 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 916);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 953)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 916)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 954)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 916)]));
    int cse_v78 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 917);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 954)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 917)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 955)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_1 * 6)) + 917)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 8; ++rc_1_2) {
    int cse_v35 = ((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4));
    int cse_v36 = (((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6));
    int cse_v79 = (((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1792);
    int cse_v80 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1536);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1792)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1536)]));
    int cse_v81 = (((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1793);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1793)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1536)]));
    int cse_v82 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1537);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1793)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1537)]));
    int cse_v83 = (((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1794);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1794)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1537)]));
    int cse_v84 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1538);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1794)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1538)]));
    int cse_v85 = (((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1795);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1795)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1538)]));
    int cse_v86 = (((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1848);
    int cse_v87 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1539);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1848)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1539)]));
    int cse_v88 = (((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1849);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1849)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1539)]));
    int cse_v89 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1540);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1849)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1540)]));
    int cse_v90 = (((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1850);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1850)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1540)]));
    int cse_v91 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1541);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1850)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1541)]));
    int cse_v92 = (((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1851);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1851)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1541)]));
    int cse_v93 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1584);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1792)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1584)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1793)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1584)]));
    int cse_v94 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1585);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1793)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1585)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1794)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1585)]));
    int cse_v95 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1586);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1794)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1586)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1795)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1586)]));
    int cse_v96 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1587);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1848)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1587)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1849)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1587)]));
    int cse_v97 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1588);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1849)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1588)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1850)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1588)]));
    int cse_v98 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1589);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1850)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1589)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1851)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1589)]));
    int cse_v99 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1632);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1792)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1632)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1793)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1632)]));
    int cse_v100 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1633);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1793)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1633)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1794)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1633)]));
    int cse_v101 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1634);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1794)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1634)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1795)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1634)]));
    int cse_v102 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1635);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1848)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1635)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1849)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1635)]));
    int cse_v103 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1636);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1849)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1636)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1850)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1636)]));
    int cse_v104 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1637);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1850)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1637)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1851)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1637)]));
    int cse_v105 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1680);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1792)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1680)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1793)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1680)]));
    int cse_v106 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1681);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1793)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1681)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1794)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1681)]));
    int cse_v107 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1682);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1794)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1682)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1795)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1682)]));
    int cse_v108 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1683);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1848)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1683)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1849)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1683)]));
    int cse_v109 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1684);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1849)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1684)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1850)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1684)]));
    int cse_v110 = ((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1685);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1850)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1685)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 112) + ((((int)threadIdx.x) % 14) * 4)) + 1851)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 192) + (rc_1_2 * 6)) + 1685)]));
  }
  int cse_v146 = ((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 14) * 3136)) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 14) * 3136)) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 14) * 3136)) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 1)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 14) * 3136)) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 784)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 14) * 3136)) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 785)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 14) * 3136)) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 1568)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 14) * 3136)) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 1569)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 14) * 3136)) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 2352)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 14) * 3136)) + (((((int)blockIdx.x) % 28) / 14) * 392)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 2353)] = conv2d_nchw_local_ptr[7];
}

