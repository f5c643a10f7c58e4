
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
extern "C" __global__ void __launch_bounds__(224) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(224) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[4];
  __shared__ alignas(64) float pad_temp_shared_ptr[3420];
  __shared__ alignas(64) float kernel_shared_ptr[1728];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 2);
  int cse_v2 = (((int)blockIdx.x) % 14);
  int cse_v3 = (((int)blockIdx.x) / 14);
  int cse_v4 = (((int)threadIdx.x) % 36);
  int cse_v5 = (((int)threadIdx.x) + 224);
  int cse_v6 = (((int)threadIdx.x) + 448);
  int cse_v12 = ((((int)threadIdx.x) * 2) % 285);
  int cse_v13 = ((((int)blockIdx.x) % 14) * 4);
  int cse_v14 = ((((int)threadIdx.x) * 2) % 5);
  int cse_v15 = ((((int)threadIdx.x) * 2) + 1);
  int cse_v16 = ((((int)threadIdx.x) * 2) + 448);
  int cse_v17 = ((((int)threadIdx.x) * 2) + 449);
  int cse_v18 = ((((int)blockIdx.x) / 14) * 18432);
  int cse_v19 = ((((int)threadIdx.x) + 8) % 36);
  int cse_v20 = ((((int)threadIdx.x) + 16) % 36);
  int cse_v24 = (((((int)blockIdx.x) % 14) * 4) + ((((int)threadIdx.x) * 2) % 5));
  int cse_v25 = (((((int)threadIdx.x) * 2) / 285) * 3136);
  int cse_v26 = (((((int)threadIdx.x) * 2) + 1) % 285);
  int cse_v27 = (((((int)threadIdx.x) * 2) + 1) % 5);
  int cse_v28 = (((((int)threadIdx.x) * 2) + 163) % 285);
  int cse_v29 = (((((int)threadIdx.x) * 2) + 3) % 5);
  int cse_v30 = (((((int)threadIdx.x) * 2) + 164) % 285);
  int cse_v31 = (((((int)threadIdx.x) * 2) + 4) % 5);
  int cse_v32 = (((((int)threadIdx.x) * 2) + 2) % 5);
  int cse_v33 = (((((int)blockIdx.x) / 14) * 18432) + ((((int)threadIdx.x) / 36) * 1152));
  int cse_v155 = ((((((int)threadIdx.x) * 2) % 285) / 5) * 56);
  int cse_v156 = (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 1) % 5));
  int cse_v157 = ((((((int)threadIdx.x) * 2) + 1) / 285) * 3136);
  int cse_v158 = (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 3) % 5));
  int cse_v159 = ((((((int)threadIdx.x) * 2) + 448) / 285) * 3136);
  int cse_v160 = (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 4) % 5));
  int cse_v161 = ((((((int)threadIdx.x) * 2) + 449) / 285) * 3136);
  int cse_v162 = ((((((int)threadIdx.x) * 2) + 41) / 5) * 56);
  int cse_v163 = (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 2) % 5));
  int cse_v164 = ((((((int)threadIdx.x) * 2) + 42) / 5) * 56);
  int cse_v165 = ((((((int)blockIdx.x) / 14) * 18432) + ((((int)threadIdx.x) / 36) * 1152)) + (((int)threadIdx.x) % 36));
  int cse_v166 = (((((int)blockIdx.x) / 14) * 18432) + (((((int)threadIdx.x) + 224) / 36) * 1152));
  int cse_v167 = (((((int)blockIdx.x) / 14) * 18432) + (((((int)threadIdx.x) + 448) / 36) * 1152));
  int cse_v229 = (((((((int)threadIdx.x) * 2) + 1) % 285) / 5) * 56);
  int cse_v230 = (((((((int)threadIdx.x) * 2) + 163) % 285) / 5) * 56);
  int cse_v231 = (((((((int)threadIdx.x) * 2) + 164) % 285) / 5) * 56);
  int cse_v232 = ((((((int)blockIdx.x) / 14) * 18432) + (((((int)threadIdx.x) + 224) / 36) * 1152)) + ((((int)threadIdx.x) + 8) % 36));
  int cse_v233 = ((((((int)blockIdx.x) / 14) * 18432) + (((((int)threadIdx.x) + 448) / 36) * 1152)) + ((((int)threadIdx.x) + 16) % 36));
  int cse_v235 = ((((((((int)threadIdx.x) * 2) + 41) / 5) * 56) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 1) % 5));
  int cse_v236 = ((((((((int)threadIdx.x) * 2) + 42) / 5) * 56) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 2) % 5));
  int cse_v237 = ((((((((int)threadIdx.x) * 2) / 285) * 3136) + ((((((int)threadIdx.x) * 2) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) * 2) % 5));
  int cse_v238 = (((((((((int)threadIdx.x) * 2) + 1) / 285) * 3136) + (((((((int)threadIdx.x) * 2) + 1) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 1) % 5));
  int cse_v239 = (((((((((int)threadIdx.x) * 2) + 448) / 285) * 3136) + (((((((int)threadIdx.x) * 2) + 163) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 3) % 5));
  int cse_v240 = (((((((((int)threadIdx.x) * 2) + 449) / 285) * 3136) + (((((((int)threadIdx.x) * 2) + 164) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 4) % 5));
  float condval;
  if ((5 <= ((((int)threadIdx.x) * 2) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + ((((int)threadIdx.x) * 2) % 5)))) {
    condval = data_ptr[(((((((((int)threadIdx.x) * 2) / 285) * 3136) + ((((((int)threadIdx.x) * 2) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) * 2) % 5)) - 57)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
  float condval_1;
  if ((5 <= (((((int)threadIdx.x) * 2) + 1) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 1) % 5)))) {
    condval_1 = data_ptr[((((((((((int)threadIdx.x) * 2) + 1) / 285) * 3136) + (((((((int)threadIdx.x) * 2) + 1) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 1) % 5)) - 57)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
  float condval_2;
  if ((5 <= (((((int)threadIdx.x) * 2) + 163) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 3) % 5)))) {
    condval_2 = data_ptr[((((((((((int)threadIdx.x) * 2) + 448) / 285) * 3136) + (((((((int)threadIdx.x) * 2) + 163) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 3) % 5)) - 57)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 448)] = condval_2;
  float condval_3;
  if ((5 <= (((((int)threadIdx.x) * 2) + 164) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 4) % 5)))) {
    condval_3 = data_ptr[((((((((((int)threadIdx.x) * 2) + 449) / 285) * 3136) + (((((((int)threadIdx.x) * 2) + 164) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 4) % 5)) - 57)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 449)] = condval_3;
  if (((int)threadIdx.x) < 122) {
    float condval_4;
    if (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 1) % 5))) {
      condval_4 = data_ptr[(((((((((int)threadIdx.x) * 2) + 41) / 5) * 56) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 1) % 5)) + 9351)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 896)] = condval_4;
    float condval_5;
    if (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 2) % 5))) {
      condval_5 = data_ptr[(((((((((int)threadIdx.x) * 2) + 42) / 5) * 56) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 2) % 5)) + 9351)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 897)] = condval_5;
  }
  kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((int)blockIdx.x) / 14) * 18432) + ((((int)threadIdx.x) / 36) * 1152)) + (((int)threadIdx.x) % 36))];
  kernel_shared_ptr[(((int)threadIdx.x) + 224)] = kernel_ptr[((((((int)blockIdx.x) / 14) * 18432) + (((((int)threadIdx.x) + 224) / 36) * 1152)) + ((((int)threadIdx.x) + 8) % 36))];
  if (((int)threadIdx.x) < 128) {
    kernel_shared_ptr[(((int)threadIdx.x) + 448)] = kernel_ptr[((((((int)blockIdx.x) / 14) * 18432) + (((((int)threadIdx.x) + 448) / 36) * 1152)) + ((((int)threadIdx.x) + 16) % 36))];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_6;
  if ((5 <= ((((int)threadIdx.x) * 2) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + ((((int)threadIdx.x) * 2) % 5)))) {
    condval_6 = data_ptr[(((((((((int)threadIdx.x) * 2) / 285) * 3136) + ((((((int)threadIdx.x) * 2) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) * 2) % 5)) + 12487)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1140)] = condval_6;
  float condval_7;
  if ((5 <= (((((int)threadIdx.x) * 2) + 1) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 1) % 5)))) {
    condval_7 = data_ptr[((((((((((int)threadIdx.x) * 2) + 1) / 285) * 3136) + (((((((int)threadIdx.x) * 2) + 1) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 1) % 5)) + 12487)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1141)] = condval_7;
  float condval_8;
  if ((5 <= (((((int)threadIdx.x) * 2) + 163) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 3) % 5)))) {
    condval_8 = data_ptr[((((((((((int)threadIdx.x) * 2) + 448) / 285) * 3136) + (((((((int)threadIdx.x) * 2) + 163) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 3) % 5)) + 12487)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1588)] = condval_8;
  float condval_9;
  if ((5 <= (((((int)threadIdx.x) * 2) + 164) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 4) % 5)))) {
    condval_9 = data_ptr[((((((((((int)threadIdx.x) * 2) + 449) / 285) * 3136) + (((((((int)threadIdx.x) * 2) + 164) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 4) % 5)) + 12487)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1589)] = condval_9;
  if (((int)threadIdx.x) < 122) {
    float condval_10;
    if (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 1) % 5))) {
      condval_10 = data_ptr[(((((((((int)threadIdx.x) * 2) + 41) / 5) * 56) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 1) % 5)) + 21895)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2036)] = condval_10;
    float condval_11;
    if (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 2) % 5))) {
      condval_11 = data_ptr[(((((((((int)threadIdx.x) * 2) + 42) / 5) * 56) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 2) % 5)) + 21895)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2037)] = condval_11;
  }
  kernel_shared_ptr[(((int)threadIdx.x) + 576)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 18432) + ((((int)threadIdx.x) / 36) * 1152)) + (((int)threadIdx.x) % 36)) + 36)];
  kernel_shared_ptr[(((int)threadIdx.x) + 800)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 18432) + (((((int)threadIdx.x) + 224) / 36) * 1152)) + ((((int)threadIdx.x) + 8) % 36)) + 36)];
  if (((int)threadIdx.x) < 128) {
    kernel_shared_ptr[(((int)threadIdx.x) + 1024)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 18432) + (((((int)threadIdx.x) + 448) / 36) * 1152)) + ((((int)threadIdx.x) + 16) % 36)) + 36)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v10 = (((int)threadIdx.x) % 14);
  int cse_v11 = (((int)threadIdx.x) / 14);
  int cse_v22 = ((((int)threadIdx.x) % 14) * 10);
  int cse_v23 = ((((int)threadIdx.x) / 14) * 36);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 30; ++rc_0_ry_0_rx_0_fused) {
    int cse_v21 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v7 = (rc_0_ry_0_rx_0_fused * 12544);
    int cse_v168 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1140) + (((int)threadIdx.x) * 2));
    __syncthreads();
    float condval_12;
    if ((5 <= ((((int)threadIdx.x) * 2) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + ((((int)threadIdx.x) * 2) % 5)))) {
      condval_12 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 12544) + (((((int)threadIdx.x) * 2) / 285) * 3136)) + ((((((int)threadIdx.x) * 2) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + ((((int)threadIdx.x) * 2) % 5)) + 25031)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1140) + (((int)threadIdx.x) * 2))] = condval_12;
    float condval_13;
    if ((5 <= (((((int)threadIdx.x) * 2) + 1) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 1) % 5)))) {
      condval_13 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 12544) + ((((((int)threadIdx.x) * 2) + 1) / 285) * 3136)) + (((((((int)threadIdx.x) * 2) + 1) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 1) % 5)) + 25031)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1140) + (((int)threadIdx.x) * 2)) + 1)] = condval_13;
    float condval_14;
    if ((5 <= (((((int)threadIdx.x) * 2) + 163) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 3) % 5)))) {
      condval_14 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 12544) + ((((((int)threadIdx.x) * 2) + 448) / 285) * 3136)) + (((((((int)threadIdx.x) * 2) + 163) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 3) % 5)) + 25031)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1140) + (((int)threadIdx.x) * 2)) + 448)] = condval_14;
    float condval_15;
    if ((5 <= (((((int)threadIdx.x) * 2) + 164) % 285)) && (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 4) % 5)))) {
      condval_15 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 12544) + ((((((int)threadIdx.x) * 2) + 449) / 285) * 3136)) + (((((((int)threadIdx.x) * 2) + 164) % 285) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 4) % 5)) + 25031)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1140) + (((int)threadIdx.x) * 2)) + 449)] = condval_15;
    if (((int)threadIdx.x) < 122) {
      float condval_16;
      if (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 1) % 5))) {
        condval_16 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((((int)threadIdx.x) * 2) + 41) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 1) % 5)) + 34439)];
      } else {
        condval_16 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1140) + (((int)threadIdx.x) * 2)) + 896)] = condval_16;
      float condval_17;
      if (1 <= (((((int)blockIdx.x) % 14) * 4) + (((((int)threadIdx.x) * 2) + 2) % 5))) {
        condval_17 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((((int)threadIdx.x) * 2) + 42) / 5) * 56)) + ((((int)blockIdx.x) % 14) * 4)) + (((((int)threadIdx.x) * 2) + 2) % 5)) + 34439)];
      } else {
        condval_17 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1140) + (((int)threadIdx.x) * 2)) + 897)] = condval_17;
    }
    int cse_v8 = (rc_0_ry_0_rx_0_fused * 36);
    int cse_v169 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 576) + ((int)threadIdx.x));
    kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 576) + ((int)threadIdx.x))] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 18432) + ((((int)threadIdx.x) / 36) * 1152)) + (rc_0_ry_0_rx_0_fused * 36)) + (((int)threadIdx.x) % 36)) + 72)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 576) + ((int)threadIdx.x)) + 224)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 18432) + (((((int)threadIdx.x) + 224) / 36) * 1152)) + (rc_0_ry_0_rx_0_fused * 36)) + ((((int)threadIdx.x) + 8) % 36)) + 72)];
    if (((int)threadIdx.x) < 128) {
      kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 576) + ((int)threadIdx.x)) + 448)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 18432) + (((((int)threadIdx.x) + 448) / 36) * 1152)) + (rc_0_ry_0_rx_0_fused * 36)) + ((((int)threadIdx.x) + 16) % 36)) + 72)];
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    int cse_v9 = (rc_0_ry_0_rx_0_fused % 3);
    int cse_v34 = (((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10));
    int cse_v35 = (((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10))] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36))]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 140)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36))]));
    int cse_v170 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 2);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 2)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36))]));
    int cse_v171 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 142);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 142)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36))]));
    int cse_v172 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 3);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 5)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 3)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 145)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 3)]));
    int cse_v173 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 7);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 3)]));
    int cse_v174 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 147);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 147)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 3)]));
    int cse_v175 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 6);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 10)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 6)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 150)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 6)]));
    int cse_v176 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 12);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 12)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 6)]));
    int cse_v177 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 152);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 152)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 6)]));
    int cse_v178 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 9);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 285)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 9)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 425)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 9)]));
    int cse_v179 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 287);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 287)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 9)]));
    int cse_v180 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 427);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 427)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 9)]));
    int cse_v181 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 12);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 290)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 12)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 430)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 12)]));
    int cse_v182 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 292);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 292)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 12)]));
    int cse_v183 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 432);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 432)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 12)]));
    int cse_v184 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 15);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 295)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 15)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 435)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 15)]));
    int cse_v185 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 297);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 297)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 15)]));
    int cse_v186 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 437);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 437)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 15)]));
    int cse_v187 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 1)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 141)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 1)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 1)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 143)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 1)]));
    int cse_v188 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 4);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 6)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 4)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 146)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 4)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 4)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 148)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 4)]));
    int cse_v189 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 7);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 11)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 7)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 151)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 7)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 13)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 7)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 153)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 7)]));
    int cse_v190 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 10);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 286)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 10)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 426)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 10)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 288)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 10)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 428)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 10)]));
    int cse_v191 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 13);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 291)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 13)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 431)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 13)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 293)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 13)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 433)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 13)]));
    int cse_v192 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 16);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 296)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 16)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 436)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 16)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 298)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 16)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 438)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 16)]));
    int cse_v193 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 2)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 142)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 2)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 4)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 2)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 144)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 2)]));
    int cse_v194 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 5);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 5)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 147)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 5)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 9)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 5)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 149)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 5)]));
    int cse_v195 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 8);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 12)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 8)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 152)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 8)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 14)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 8)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 154)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 8)]));
    int cse_v196 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 11);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 287)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 11)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 427)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 11)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 289)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 11)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 429)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 11)]));
    int cse_v197 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 14);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 292)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 14)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 432)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 14)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 294)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 14)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 434)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 14)]));
    int cse_v198 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 17);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 297)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 17)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 437)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 17)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 299)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 17)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 439)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 17)]));
    int cse_v199 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 18);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 570)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 18)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 710)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 18)]));
    int cse_v200 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 572);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 572)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 18)]));
    int cse_v201 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 712);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 712)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 18)]));
    int cse_v202 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 21);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 575)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 21)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 715)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 21)]));
    int cse_v203 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 577);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 577)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 21)]));
    int cse_v204 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 717);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 717)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 21)]));
    int cse_v205 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 24);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 580)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 24)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 720)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 24)]));
    int cse_v206 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 582);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 582)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 24)]));
    int cse_v207 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 722);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 722)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 24)]));
    int cse_v208 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 27);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 855)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 27)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 995)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 27)]));
    int cse_v209 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 857);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 857)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 27)]));
    int cse_v210 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 997);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 997)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 27)]));
    int cse_v211 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 30);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 860)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 30)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1000)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 30)]));
    int cse_v212 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 862);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 862)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 30)]));
    int cse_v213 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1002);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1002)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 30)]));
    int cse_v214 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 33);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 865)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 33)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1005)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 33)]));
    int cse_v215 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 867);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 867)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 33)]));
    int cse_v216 = ((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1007);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1007)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 33)]));
    int cse_v217 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 19);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 571)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 19)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 711)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 19)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 573)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 19)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 713)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 19)]));
    int cse_v218 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 22);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 576)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 22)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 716)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 22)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 578)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 22)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 718)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 22)]));
    int cse_v219 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 25);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 581)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 25)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 721)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 25)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 583)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 25)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 723)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 25)]));
    int cse_v220 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 28);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 856)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 28)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 996)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 28)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 858)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 28)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 998)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 28)]));
    int cse_v221 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 31);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 861)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 31)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1001)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 31)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 863)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 31)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1003)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 31)]));
    int cse_v222 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 34);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 866)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 34)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1006)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 34)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 868)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 34)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1008)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 34)]));
    int cse_v223 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 20);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 572)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 20)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 712)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 20)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 574)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 20)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 714)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 20)]));
    int cse_v224 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 23);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 577)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 23)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 717)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 23)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 579)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 23)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 719)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 23)]));
    int cse_v225 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 26);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 582)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 26)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 722)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 26)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 584)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 26)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 724)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 26)]));
    int cse_v226 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 29);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 857)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 29)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 997)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 29)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 859)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 29)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 999)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 29)]));
    int cse_v227 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 32);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 862)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 32)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1002)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 32)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 864)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 32)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1004)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 32)]));
    int cse_v228 = ((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 35);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 867)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 35)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1007)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 35)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 869)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 35)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1140) + ((((int)threadIdx.x) % 14) * 10)) + 1009)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 576) + ((((int)threadIdx.x) / 14) * 36)) + 35)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 14) * 10)] * kernel_shared_ptr[((((int)threadIdx.x) / 14) * 36)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 140)] * kernel_shared_ptr[((((int)threadIdx.x) / 14) * 36)]));
  int cse_v36 = (((((int)threadIdx.x) % 14) * 10) + 2);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2)] * kernel_shared_ptr[((((int)threadIdx.x) / 14) * 36)]));
  int cse_v37 = (((((int)threadIdx.x) % 14) * 10) + 142);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 142)] * kernel_shared_ptr[((((int)threadIdx.x) / 14) * 36)]));
  int cse_v38 = (((((int)threadIdx.x) / 14) * 36) + 3);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 3)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 3)]));
  int cse_v39 = (((((int)threadIdx.x) % 14) * 10) + 7);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 3)]));
  int cse_v40 = (((((int)threadIdx.x) % 14) * 10) + 147);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 3)]));
  int cse_v41 = (((((int)threadIdx.x) / 14) * 36) + 6);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 10)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 6)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 150)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 6)]));
  int cse_v42 = (((((int)threadIdx.x) % 14) * 10) + 12);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 12)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 6)]));
  int cse_v43 = (((((int)threadIdx.x) % 14) * 10) + 152);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 6)]));
  int cse_v44 = (((((int)threadIdx.x) / 14) * 36) + 9);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 9)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 425)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 9)]));
  int cse_v45 = (((((int)threadIdx.x) % 14) * 10) + 287);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 9)]));
  int cse_v46 = (((((int)threadIdx.x) % 14) * 10) + 427);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 427)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 9)]));
  int cse_v47 = (((((int)threadIdx.x) / 14) * 36) + 12);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 290)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 12)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 430)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 12)]));
  int cse_v48 = (((((int)threadIdx.x) % 14) * 10) + 292);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 12)]));
  int cse_v49 = (((((int)threadIdx.x) % 14) * 10) + 432);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 432)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 12)]));
  int cse_v50 = (((((int)threadIdx.x) / 14) * 36) + 15);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 295)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 15)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 435)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 15)]));
  int cse_v51 = (((((int)threadIdx.x) % 14) * 10) + 297);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 297)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 15)]));
  int cse_v52 = (((((int)threadIdx.x) % 14) * 10) + 437);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 15)]));
  int cse_v53 = (((((int)threadIdx.x) / 14) * 36) + 1);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 1)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 1)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 1)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 143)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 1)]));
  int cse_v54 = (((((int)threadIdx.x) / 14) * 36) + 4);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 4)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 4)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 4)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 4)]));
  int cse_v55 = (((((int)threadIdx.x) / 14) * 36) + 7);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 11)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 7)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 151)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 7)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 13)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 7)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 7)]));
  int cse_v56 = (((((int)threadIdx.x) / 14) * 36) + 10);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 10)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 426)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 10)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 288)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 10)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 428)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 10)]));
  int cse_v57 = (((((int)threadIdx.x) / 14) * 36) + 13);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 291)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 13)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 431)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 13)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 293)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 13)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 433)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 13)]));
  int cse_v58 = (((((int)threadIdx.x) / 14) * 36) + 16);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 296)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 16)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 436)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 16)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 298)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 16)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 16)]));
  int cse_v59 = (((((int)threadIdx.x) / 14) * 36) + 2);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 2)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 2)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 2)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 144)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 2)]));
  int cse_v60 = (((((int)threadIdx.x) / 14) * 36) + 5);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 5)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 5)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 9)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 5)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 5)]));
  int cse_v61 = (((((int)threadIdx.x) / 14) * 36) + 8);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 12)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 8)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 8)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 14)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 8)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 8)]));
  int cse_v62 = (((((int)threadIdx.x) / 14) * 36) + 11);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 11)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 427)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 11)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 11)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 429)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 11)]));
  int cse_v63 = (((((int)threadIdx.x) / 14) * 36) + 14);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 14)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 432)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 14)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 294)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 14)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 434)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 14)]));
  int cse_v64 = (((((int)threadIdx.x) / 14) * 36) + 17);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 297)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 17)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 17)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 299)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 17)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 17)]));
  int cse_v65 = (((((int)threadIdx.x) / 14) * 36) + 18);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 570)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 18)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 710)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 18)]));
  int cse_v66 = (((((int)threadIdx.x) % 14) * 10) + 572);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 18)]));
  int cse_v67 = (((((int)threadIdx.x) % 14) * 10) + 712);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 712)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 18)]));
  int cse_v68 = (((((int)threadIdx.x) / 14) * 36) + 21);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 575)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 21)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 715)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 21)]));
  int cse_v69 = (((((int)threadIdx.x) % 14) * 10) + 577);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 577)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 21)]));
  int cse_v70 = (((((int)threadIdx.x) % 14) * 10) + 717);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 717)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 21)]));
  int cse_v71 = (((((int)threadIdx.x) / 14) * 36) + 24);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 580)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 24)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 720)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 24)]));
  int cse_v72 = (((((int)threadIdx.x) % 14) * 10) + 582);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 582)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 24)]));
  int cse_v73 = (((((int)threadIdx.x) % 14) * 10) + 722);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 722)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 24)]));
  int cse_v74 = (((((int)threadIdx.x) / 14) * 36) + 27);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 855)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 27)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 995)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 27)]));
  int cse_v75 = (((((int)threadIdx.x) % 14) * 10) + 857);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 857)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 27)]));
  int cse_v76 = (((((int)threadIdx.x) % 14) * 10) + 997);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 997)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 27)]));
  int cse_v77 = (((((int)threadIdx.x) / 14) * 36) + 30);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 860)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 30)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1000)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 30)]));
  int cse_v78 = (((((int)threadIdx.x) % 14) * 10) + 862);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 862)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 30)]));
  int cse_v79 = (((((int)threadIdx.x) % 14) * 10) + 1002);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1002)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 30)]));
  int cse_v80 = (((((int)threadIdx.x) / 14) * 36) + 33);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 865)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 33)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1005)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 33)]));
  int cse_v81 = (((((int)threadIdx.x) % 14) * 10) + 867);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 867)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 33)]));
  int cse_v82 = (((((int)threadIdx.x) % 14) * 10) + 1007);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1007)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 33)]));
  int cse_v83 = (((((int)threadIdx.x) / 14) * 36) + 19);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 571)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 19)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 711)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 19)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 573)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 19)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 713)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 19)]));
  int cse_v84 = (((((int)threadIdx.x) / 14) * 36) + 22);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 576)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 22)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 716)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 22)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 22)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 718)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 22)]));
  int cse_v85 = (((((int)threadIdx.x) / 14) * 36) + 25);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 581)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 25)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 721)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 25)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 583)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 25)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 723)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 25)]));
  int cse_v86 = (((((int)threadIdx.x) / 14) * 36) + 28);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 856)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 28)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 996)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 28)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 858)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 28)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 998)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 28)]));
  int cse_v87 = (((((int)threadIdx.x) / 14) * 36) + 31);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 861)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 31)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1001)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 31)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 863)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 31)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1003)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 31)]));
  int cse_v88 = (((((int)threadIdx.x) / 14) * 36) + 34);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 866)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 34)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1006)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 34)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 868)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 34)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1008)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 34)]));
  int cse_v89 = (((((int)threadIdx.x) / 14) * 36) + 20);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 20)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 712)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 20)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 574)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 20)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 714)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 20)]));
  int cse_v90 = (((((int)threadIdx.x) / 14) * 36) + 23);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 577)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 23)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 717)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 23)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 579)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 23)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 719)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 23)]));
  int cse_v91 = (((((int)threadIdx.x) / 14) * 36) + 26);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 582)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 26)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 722)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 26)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 584)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 26)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 724)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 26)]));
  int cse_v92 = (((((int)threadIdx.x) / 14) * 36) + 29);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 857)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 29)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 997)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 29)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 859)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 29)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 999)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 29)]));
  int cse_v93 = (((((int)threadIdx.x) / 14) * 36) + 32);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 862)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 32)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1002)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 32)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 864)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 32)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1004)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 32)]));
  int cse_v94 = (((((int)threadIdx.x) / 14) * 36) + 35);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 867)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 35)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1007)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 35)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 869)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 35)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1009)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 35)]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  int cse_v95 = (((((int)threadIdx.x) / 14) * 36) + 576);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 576)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 576)]));
  int cse_v96 = (((((int)threadIdx.x) % 14) * 10) + 1142);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 576)]));
  int cse_v97 = (((((int)threadIdx.x) % 14) * 10) + 1282);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 576)]));
  int cse_v98 = (((((int)threadIdx.x) / 14) * 36) + 579);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 579)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 579)]));
  int cse_v99 = (((((int)threadIdx.x) % 14) * 10) + 1147);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 579)]));
  int cse_v100 = (((((int)threadIdx.x) % 14) * 10) + 1287);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 579)]));
  int cse_v101 = (((((int)threadIdx.x) / 14) * 36) + 582);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1150)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 582)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1290)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 582)]));
  int cse_v102 = (((((int)threadIdx.x) % 14) * 10) + 1152);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 582)]));
  int cse_v103 = (((((int)threadIdx.x) % 14) * 10) + 1292);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 582)]));
  int cse_v104 = (((((int)threadIdx.x) / 14) * 36) + 585);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1425)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 585)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1565)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 585)]));
  int cse_v105 = (((((int)threadIdx.x) % 14) * 10) + 1427);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1427)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 585)]));
  int cse_v106 = (((((int)threadIdx.x) % 14) * 10) + 1567);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1567)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 585)]));
  int cse_v107 = (((((int)threadIdx.x) / 14) * 36) + 588);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1430)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 588)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1570)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 588)]));
  int cse_v108 = (((((int)threadIdx.x) % 14) * 10) + 1432);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1432)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 588)]));
  int cse_v109 = (((((int)threadIdx.x) % 14) * 10) + 1572);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 588)]));
  int cse_v110 = (((((int)threadIdx.x) / 14) * 36) + 591);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1435)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 591)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1575)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 591)]));
  int cse_v111 = (((((int)threadIdx.x) % 14) * 10) + 1437);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 591)]));
  int cse_v112 = (((((int)threadIdx.x) % 14) * 10) + 1577);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1577)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 591)]));
  int cse_v113 = (((((int)threadIdx.x) / 14) * 36) + 577);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 577)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 577)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1143)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 577)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1283)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 577)]));
  int cse_v114 = (((((int)threadIdx.x) / 14) * 36) + 580);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 580)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 580)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 580)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1288)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 580)]));
  int cse_v115 = (((((int)threadIdx.x) / 14) * 36) + 583);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1151)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 583)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1291)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 583)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 583)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1293)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 583)]));
  int cse_v116 = (((((int)threadIdx.x) / 14) * 36) + 586);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1426)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 586)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1566)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 586)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1428)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 586)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1568)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 586)]));
  int cse_v117 = (((((int)threadIdx.x) / 14) * 36) + 589);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1431)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 589)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1571)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 589)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1433)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 589)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1573)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 589)]));
  int cse_v118 = (((((int)threadIdx.x) / 14) * 36) + 592);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1436)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 592)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1576)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 592)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1438)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 592)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 592)]));
  int cse_v119 = (((((int)threadIdx.x) / 14) * 36) + 578);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 578)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 578)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1144)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 578)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1284)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 578)]));
  int cse_v120 = (((((int)threadIdx.x) / 14) * 36) + 581);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 581)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 581)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 581)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 581)]));
  int cse_v121 = (((((int)threadIdx.x) / 14) * 36) + 584);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1152)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 584)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 584)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 584)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1294)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 584)]));
  int cse_v122 = (((((int)threadIdx.x) / 14) * 36) + 587);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1427)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 587)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1567)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 587)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1429)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 587)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1569)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 587)]));
  int cse_v123 = (((((int)threadIdx.x) / 14) * 36) + 590);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1432)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 590)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1572)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 590)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1434)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 590)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1574)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 590)]));
  int cse_v124 = (((((int)threadIdx.x) / 14) * 36) + 593);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1437)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 593)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1577)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 593)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1439)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 593)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1579)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 593)]));
  int cse_v125 = (((((int)threadIdx.x) / 14) * 36) + 594);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1710)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 594)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1850)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 594)]));
  int cse_v126 = (((((int)threadIdx.x) % 14) * 10) + 1712);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1712)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 594)]));
  int cse_v127 = (((((int)threadIdx.x) % 14) * 10) + 1852);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1852)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 594)]));
  int cse_v128 = (((((int)threadIdx.x) / 14) * 36) + 597);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1715)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 597)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1855)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 597)]));
  int cse_v129 = (((((int)threadIdx.x) % 14) * 10) + 1717);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1717)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 597)]));
  int cse_v130 = (((((int)threadIdx.x) % 14) * 10) + 1857);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1857)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 597)]));
  int cse_v131 = (((((int)threadIdx.x) / 14) * 36) + 600);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1720)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 600)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1860)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 600)]));
  int cse_v132 = (((((int)threadIdx.x) % 14) * 10) + 1722);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1722)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 600)]));
  int cse_v133 = (((((int)threadIdx.x) % 14) * 10) + 1862);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1862)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 600)]));
  int cse_v134 = (((((int)threadIdx.x) / 14) * 36) + 603);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1995)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 603)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 603)]));
  int cse_v135 = (((((int)threadIdx.x) % 14) * 10) + 1997);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1997)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 603)]));
  int cse_v136 = (((((int)threadIdx.x) % 14) * 10) + 2137);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2137)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 603)]));
  int cse_v137 = (((((int)threadIdx.x) / 14) * 36) + 606);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2000)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 606)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 606)]));
  int cse_v138 = (((((int)threadIdx.x) % 14) * 10) + 2002);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2002)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 606)]));
  int cse_v139 = (((((int)threadIdx.x) % 14) * 10) + 2142);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 606)]));
  int cse_v140 = (((((int)threadIdx.x) / 14) * 36) + 609);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2005)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 609)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2145)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 609)]));
  int cse_v141 = (((((int)threadIdx.x) % 14) * 10) + 2007);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2007)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 609)]));
  int cse_v142 = (((((int)threadIdx.x) % 14) * 10) + 2147);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 609)]));
  int cse_v143 = (((((int)threadIdx.x) / 14) * 36) + 595);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1711)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 595)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1851)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 595)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1713)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 595)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1853)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 595)]));
  int cse_v144 = (((((int)threadIdx.x) / 14) * 36) + 598);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1716)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 598)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1856)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 598)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1718)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 598)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1858)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 598)]));
  int cse_v145 = (((((int)threadIdx.x) / 14) * 36) + 601);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1721)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 601)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1861)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 601)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1723)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 601)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1863)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 601)]));
  int cse_v146 = (((((int)threadIdx.x) / 14) * 36) + 604);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1996)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 604)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 604)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1998)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 604)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2138)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 604)]));
  int cse_v147 = (((((int)threadIdx.x) / 14) * 36) + 607);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2001)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 607)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 607)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2003)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 607)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2143)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 607)]));
  int cse_v148 = (((((int)threadIdx.x) / 14) * 36) + 610);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2006)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 610)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2146)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 610)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2008)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 610)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 610)]));
  int cse_v149 = (((((int)threadIdx.x) / 14) * 36) + 596);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1712)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 596)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1852)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 596)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1714)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 596)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1854)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 596)]));
  int cse_v150 = (((((int)threadIdx.x) / 14) * 36) + 599);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1717)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 599)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1857)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 599)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1719)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 599)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1859)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 599)]));
  int cse_v151 = (((((int)threadIdx.x) / 14) * 36) + 602);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1722)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 602)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1862)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 602)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1724)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 602)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1864)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 602)]));
  int cse_v152 = (((((int)threadIdx.x) / 14) * 36) + 605);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1997)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 605)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2137)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 605)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 1999)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 605)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2139)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 605)]));
  int cse_v153 = (((((int)threadIdx.x) / 14) * 36) + 608);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2002)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 608)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 608)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2004)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 608)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2144)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 608)]));
  int cse_v154 = (((((int)threadIdx.x) / 14) * 36) + 611);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2007)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 611)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 611)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2009)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 611)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 14) * 10) + 2149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 36) + 611)]));
  int cse_v234 = (((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 784)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 784)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 784)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 392)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 784)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 784)) + ((((int)threadIdx.x) % 14) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 393)] = conv2d_nchw_local_ptr[3];
}

