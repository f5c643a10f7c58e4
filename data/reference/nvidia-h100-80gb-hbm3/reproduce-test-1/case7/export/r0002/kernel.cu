
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
  __shared__ alignas(64) float pad_temp_shared_ptr[1083];
  __shared__ alignas(64) float kernel_shared_ptr[432];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[64] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[65] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[66] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[67] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) % 19);
  int cse_v2 = (((int)threadIdx.x) + 68);
  int cse_v3 = (((int)threadIdx.x) + 136);
  int cse_v4 = (((int)threadIdx.x) + 204);
  int cse_v5 = (((int)threadIdx.x) + 272);
  int cse_v6 = (((int)blockIdx.x) * 73728);
  int cse_v7 = (((int)threadIdx.x) % 9);
  int cse_v11 = ((((int)threadIdx.x) / 19) * 17);
  int cse_v12 = ((((int)threadIdx.x) + 11) % 19);
  int cse_v13 = ((((int)threadIdx.x) + 3) % 19);
  int cse_v14 = ((((int)threadIdx.x) + 14) % 19);
  int cse_v15 = ((((int)threadIdx.x) + 6) % 19);
  int cse_v16 = ((((int)threadIdx.x) + 17) % 19);
  int cse_v17 = ((((int)threadIdx.x) + 5) % 9);
  int cse_v18 = ((((int)blockIdx.x) * 73728) + ((int)threadIdx.x));
  int cse_v23 = (((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19));
  int cse_v24 = (((((int)threadIdx.x) + 68) / 19) * 17);
  int cse_v25 = (((((int)threadIdx.x) + 136) / 19) * 17);
  int cse_v26 = (((((int)threadIdx.x) + 204) / 19) * 17);
  int cse_v27 = (((((int)threadIdx.x) + 272) / 19) * 17);
  int cse_v28 = ((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608));
  int cse_v33 = ((((((int)threadIdx.x) + 68) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19));
  int cse_v34 = ((((((int)threadIdx.x) + 136) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19));
  int cse_v35 = ((((((int)threadIdx.x) + 204) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19));
  int cse_v36 = ((((((int)threadIdx.x) + 272) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19));
  int cse_v37 = (((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608)) + (((int)threadIdx.x) % 9));
  int cse_v38 = ((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 9) * 4608));
  int cse_v103 = (((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 9) * 4608)) + ((((int)threadIdx.x) + 5) % 9));
  float condval;
  if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
    condval = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) - 18)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  float condval_1;
  if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_1 = data_ptr[(((((((int)threadIdx.x) + 68) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19)) - 18)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 68)] = condval_1;
  float condval_2;
  if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
    condval_2 = data_ptr[(((((((int)threadIdx.x) + 136) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19)) - 18)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_2;
  float condval_3;
  if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
    condval_3 = data_ptr[(((((((int)threadIdx.x) + 204) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19)) - 18)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 204)] = condval_3;
  float condval_4;
  if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
    condval_4 = data_ptr[(((((((int)threadIdx.x) + 272) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19)) - 18)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_4;
  if (((int)threadIdx.x) < 21) {
    float condval_5;
    if (((((int)threadIdx.x) < 2) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
      condval_5 = data_ptr[(((int)threadIdx.x) + 288)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 340)] = condval_5;
  }
  kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608)) + (((int)threadIdx.x) % 9))];
  kernel_shared_ptr[(((int)threadIdx.x) + 68)] = kernel_ptr[(((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 9) * 4608)) + ((((int)threadIdx.x) + 5) % 9))];
  if (((int)threadIdx.x) < 8) {
    kernel_shared_ptr[(((int)threadIdx.x) + 136)] = kernel_ptr[(((((int)blockIdx.x) * 73728) + ((int)threadIdx.x)) + 69121)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_6;
  if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_6 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 271)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 361)] = condval_6;
  float condval_7;
  if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_7 = data_ptr[(((((((int)threadIdx.x) + 68) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19)) + 271)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 429)] = condval_7;
  float condval_8;
  if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
    condval_8 = data_ptr[(((((((int)threadIdx.x) + 136) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19)) + 271)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 497)] = condval_8;
  float condval_9;
  if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
    condval_9 = data_ptr[(((((((int)threadIdx.x) + 204) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19)) + 271)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 565)] = condval_9;
  float condval_10;
  if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
    condval_10 = data_ptr[(((((((int)threadIdx.x) + 272) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19)) + 271)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 633)] = condval_10;
  if (((int)threadIdx.x) < 21) {
    float condval_11;
    if (((((int)threadIdx.x) < 2) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
      condval_11 = data_ptr[(((int)threadIdx.x) + 577)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 701)] = condval_11;
  }
  kernel_shared_ptr[(((int)threadIdx.x) + 144)] = kernel_ptr[((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608)) + (((int)threadIdx.x) % 9)) + 9)];
  kernel_shared_ptr[(((int)threadIdx.x) + 212)] = kernel_ptr[((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 9) * 4608)) + ((((int)threadIdx.x) + 5) % 9)) + 9)];
  if (((int)threadIdx.x) < 8) {
    kernel_shared_ptr[(((int)threadIdx.x) + 280)] = kernel_ptr[(((((int)blockIdx.x) * 73728) + ((int)threadIdx.x)) + 69130)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v20 = ((((int)threadIdx.x) % 17) * 19);
  int cse_v21 = ((((int)threadIdx.x) / 17) * 9);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 510; ++rc_0_ry_0_rx_0_fused) {
    int cse_v19 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v8 = (rc_0_ry_0_rx_0_fused * 289);
    int cse_v39 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 361) + ((int)threadIdx.x));
    __syncthreads();
    float condval_12;
    if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
      condval_12 = data_ptr[((((rc_0_ry_0_rx_0_fused * 289) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19)) + 560)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 361) + ((int)threadIdx.x))] = condval_12;
    float condval_13;
    if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
      condval_13 = data_ptr[((((rc_0_ry_0_rx_0_fused * 289) + (((((int)threadIdx.x) + 68) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) + 560)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 361) + ((int)threadIdx.x)) + 68)] = condval_13;
    float condval_14;
    if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
      condval_14 = data_ptr[((((rc_0_ry_0_rx_0_fused * 289) + (((((int)threadIdx.x) + 136) / 19) * 17)) + ((((int)threadIdx.x) + 3) % 19)) + 560)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 361) + ((int)threadIdx.x)) + 136)] = condval_14;
    float condval_15;
    if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
      condval_15 = data_ptr[((((rc_0_ry_0_rx_0_fused * 289) + (((((int)threadIdx.x) + 204) / 19) * 17)) + ((((int)threadIdx.x) + 14) % 19)) + 560)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 361) + ((int)threadIdx.x)) + 204)] = condval_15;
    float condval_16;
    if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
      condval_16 = data_ptr[((((rc_0_ry_0_rx_0_fused * 289) + (((((int)threadIdx.x) + 272) / 19) * 17)) + ((((int)threadIdx.x) + 6) % 19)) + 560)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 361) + ((int)threadIdx.x)) + 272)] = condval_16;
    if (((int)threadIdx.x) < 21) {
      float condval_17;
      if (((((int)threadIdx.x) < 2) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
        condval_17 = data_ptr[(((rc_0_ry_0_rx_0_fused * 289) + ((int)threadIdx.x)) + 866)];
      } else {
        condval_17 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 361) + ((int)threadIdx.x)) + 340)] = condval_17;
    }
    int cse_v9 = (rc_0_ry_0_rx_0_fused * 9);
    int cse_v40 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 144) + ((int)threadIdx.x));
    kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 144) + ((int)threadIdx.x))] = kernel_ptr[(((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 9) * 4608)) + (rc_0_ry_0_rx_0_fused * 9)) + (((int)threadIdx.x) % 9)) + 18)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 144) + ((int)threadIdx.x)) + 68)] = kernel_ptr[(((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 9) * 4608)) + (rc_0_ry_0_rx_0_fused * 9)) + ((((int)threadIdx.x) + 5) % 9)) + 18)];
    if (((int)threadIdx.x) < 8) {
      kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 144) + ((int)threadIdx.x)) + 136)] = kernel_ptr[((((((int)blockIdx.x) * 73728) + (rc_0_ry_0_rx_0_fused * 9)) + ((int)threadIdx.x)) + 69139)];
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
      int cse_v10 = (rc_0_ry_0_rx_0_fused % 3);
      int cse_v41 = ((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19));
      int cse_v42 = ((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      int cse_v104 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      int cse_v105 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      int cse_v106 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v107 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v108 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v109 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v110 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v111 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v112 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v113 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v114 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v115 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v116 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v117 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v118 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v119 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v120 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v121 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v122 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3))]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 36)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 108)]));
      int cse_v123 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      int cse_v124 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      int cse_v125 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      int cse_v126 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      int cse_v127 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 37)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 109)]));
      int cse_v128 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      int cse_v129 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      int cse_v130 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      int cse_v131 = (((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
      int cse_v132 = (((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 38)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 361) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 144) + ((((int)threadIdx.x) / 17) * 9)) + (ry_1 * 3)) + 110)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
    int cse_v29 = ((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19));
    int cse_v30 = (((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    int cse_v43 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    int cse_v44 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v45 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108);
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v46 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 1);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v47 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v48 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v49 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v50 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v51 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v52 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v53 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v54 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v55 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v56 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v57 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v58 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v59 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v60 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v61 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3))]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v62 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    int cse_v63 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    int cse_v64 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v65 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109);
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    int cse_v66 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 17);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 109)]));
    int cse_v67 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    int cse_v68 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    int cse_v69 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v70 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110);
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
    int cse_v71 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 18);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_1 * 3)) + 110)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
    int cse_v31 = ((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19));
    int cse_v32 = (((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3));
    int cse_v72 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 361);
    int cse_v73 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v74 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    int cse_v75 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    int cse_v76 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252);
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v77 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 362);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v78 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v79 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v80 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v81 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v82 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v83 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v84 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v85 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v86 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v87 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v88 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v89 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v90 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v91 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v92 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 216)]));
    conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 252)]));
    int cse_v93 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v94 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    int cse_v95 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    int cse_v96 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253);
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    int cse_v97 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 378);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 217)]));
    conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 253)]));
    int cse_v98 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v99 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    int cse_v100 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    int cse_v101 = ((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254);
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
    int cse_v102 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 379);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 218)]));
    conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[(((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 9) + (ry_1_2 * 3)) + 254)]));
  }
  int cse_v22 = ((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17));
  conv2d_nchw_ptr[((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1156)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2312)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3468)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1157)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2313)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3469)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1158)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2314)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3470)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1159)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2315)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3471)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 4)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1160)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2316)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3472)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 5)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1161)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2317)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3473)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 6)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1162)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2318)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3474)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 7)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1163)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2319)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3475)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 8)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1164)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2320)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3476)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 9)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1165)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2321)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3477)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 10)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1166)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2322)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3478)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 11)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1167)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2323)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3479)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 12)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1168)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2324)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3480)] = conv2d_nchw_local_ptr[63];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 13)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1169)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2325)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3481)] = conv2d_nchw_local_ptr[64];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 14)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1170)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2326)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3482)] = conv2d_nchw_local_ptr[65];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 15)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1171)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2327)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3483)] = conv2d_nchw_local_ptr[66];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 16)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 1172)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 2328)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (((int)threadIdx.x) * 17)) + 3484)] = conv2d_nchw_local_ptr[67];
}

