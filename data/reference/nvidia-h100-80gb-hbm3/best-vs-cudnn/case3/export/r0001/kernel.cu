
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
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[1280];
  __shared__ alignas(64) float kernel_shared_ptr[1536];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 34);
  int cse_v2 = (((int)threadIdx.x) & 3);
  int cse_v3 = (((int)threadIdx.x) * 2);
  int cse_v4 = (((int)threadIdx.x) >> 2);
  int cse_v5 = (((int)blockIdx.x) / 1156);
  int cse_v6 = (((int)threadIdx.x) * 3);
  int cse_v12 = ((((int)blockIdx.x) % 1156) / 34);
  int cse_v13 = ((((int)threadIdx.x) % 40) >> 2);
  int cse_v14 = ((((int)blockIdx.x) % 34) * 8);
  int cse_v15 = ((((int)threadIdx.x) & 3) * 2);
  int cse_v16 = ((((int)threadIdx.x) / 40) * 73984);
  int cse_v17 = ((((int)threadIdx.x) >> 2) * 272);
  int cse_v18 = ((((int)threadIdx.x) & 3) * 9);
  int cse_v25 = (((((int)blockIdx.x) % 1156) / 34) * 8);
  int cse_v26 = (((((int)blockIdx.x) % 34) * 8) + ((((int)threadIdx.x) & 3) * 2));
  int cse_v27 = (((((int)blockIdx.x) % 1156) / 34) * 2176);
  int cse_v28 = (((((int)threadIdx.x) % 40) >> 2) * 272);
  int cse_v29 = (((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288));
  int cse_v64 = ((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2));
  int cse_v65 = ((((((int)blockIdx.x) % 1156) / 34) * 8) + (((int)threadIdx.x) >> 2));
  int cse_v66 = ((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((((int)threadIdx.x) & 3) * 9));
  int cse_v103 = ((((((((int)blockIdx.x) % 1156) / 34) * 2176) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2));
  int cse_v105 = ((((((((int)threadIdx.x) / 40) * 73984) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2));
  int cse_v106 = (((((((((int)blockIdx.x) % 1156) / 34) * 2176) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 222224);
  int cse_v108 = (((((((((int)threadIdx.x) / 40) * 73984) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) - 272);
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2))) && (((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2)) < 273)) && (1 < (((((int)blockIdx.x) % 34) * 8) + ((((int)threadIdx.x) & 3) * 2)))) {
    condval = data_ptr[(((((((((int)threadIdx.x) / 40) * 73984) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) - 273)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
  float condval_1;
  if ((1 <= ((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2))) && (((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2)) < 273)) {
    condval_1 = data_ptr[(((((((((int)threadIdx.x) / 40) * 73984) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) - 272)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
  if (((int)threadIdx.x) < 32) {
    float condval_2;
    if ((((((((int)blockIdx.x) % 1156) / 34) * 8) + (((int)threadIdx.x) >> 2)) < 271) && (1 < (((((int)blockIdx.x) % 34) * 8) + ((((int)threadIdx.x) & 3) * 2)))) {
      condval_2 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 34) * 2176) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 222223)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 256)] = condval_2;
    float condval_3;
    if (((((((int)blockIdx.x) % 1156) / 34) * 8) + (((int)threadIdx.x) >> 2)) < 271) {
      condval_3 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 34) * 2176) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 222224)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 257)] = condval_3;
  }
  int3 v_ = make_int3((((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((((int)threadIdx.x) & 3) * 9)))+(3*0), (((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((((int)threadIdx.x) & 3) * 9)))+(3*1), (((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((((int)threadIdx.x) & 3) * 9)))+(3*2));
  *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = make_float3(kernel_ptr[v_.x],kernel_ptr[v_.y],kernel_ptr[v_.z]);
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v107 = (((((((((int)blockIdx.x) % 1156) / 34) * 2176) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 222225);
  int cse_v109 = (((((((((int)threadIdx.x) / 40) * 73984) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) - 271);
  float condval_4;
  if ((1 <= ((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2))) && (((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2)) < 273)) {
    condval_4 = data_ptr[(((((((((int)threadIdx.x) / 40) * 73984) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) - 272)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 320)] = condval_4;
  float condval_5;
  if ((1 <= ((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2))) && (((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2)) < 273)) {
    condval_5 = data_ptr[(((((((((int)threadIdx.x) / 40) * 73984) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) - 271)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 321)] = condval_5;
  if (((int)threadIdx.x) < 32) {
    float condval_6;
    if (((((((int)blockIdx.x) % 1156) / 34) * 8) + (((int)threadIdx.x) >> 2)) < 271) {
      condval_6 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 34) * 2176) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 222224)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 576)] = condval_6;
    float condval_7;
    if (((((((int)blockIdx.x) % 1156) / 34) * 8) + (((int)threadIdx.x) >> 2)) < 271) {
      condval_7 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 34) * 2176) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 222225)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 577)] = condval_7;
  }
  int3 v__1 = make_int3(((((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((((int)threadIdx.x) & 3) * 9)) + 1))+(3*0), ((((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((((int)threadIdx.x) & 3) * 9)) + 1))+(3*1), ((((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((((int)threadIdx.x) & 3) * 9)) + 1))+(3*2));
  *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 384)) = make_float3(kernel_ptr[v__1.x],kernel_ptr[v__1.y],kernel_ptr[v__1.z]);
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_8;
  if ((1 <= ((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2))) && (((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2)) < 273)) {
    condval_8 = data_ptr[(((((((((int)threadIdx.x) / 40) * 73984) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) - 271)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 640)] = condval_8;
  int cse_v30 = (((((int)blockIdx.x) % 34) * 4) + (((int)threadIdx.x) & 3));
  float condval_9;
  if (((1 <= ((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2))) && (((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2)) < 273)) && ((((((int)blockIdx.x) % 34) * 4) + (((int)threadIdx.x) & 3)) < 135)) {
    condval_9 = data_ptr[(((((((((int)threadIdx.x) / 40) * 73984) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) - 270)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 641)] = condval_9;
  if (((int)threadIdx.x) < 32) {
    float condval_10;
    if (((((((int)blockIdx.x) % 1156) / 34) * 8) + (((int)threadIdx.x) >> 2)) < 271) {
      condval_10 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 34) * 2176) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 222225)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 896)] = condval_10;
    float condval_11;
    if ((((((((int)blockIdx.x) % 1156) / 34) * 8) + (((int)threadIdx.x) >> 2)) < 271) && ((((((int)blockIdx.x) % 34) * 4) + (((int)threadIdx.x) & 3)) < 135)) {
      condval_11 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 34) * 2176) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 222226)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 897)] = condval_11;
  }
  int3 v__2 = make_int3(((((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((((int)threadIdx.x) & 3) * 9)) + 2))+(3*0), ((((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((((int)threadIdx.x) & 3) * 9)) + 2))+(3*1), ((((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((((int)threadIdx.x) & 3) * 9)) + 2))+(3*2));
  *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 768)) = make_float3(kernel_ptr[v__2.x],kernel_ptr[v__2.y],kernel_ptr[v__2.z]);
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v10 = (((int)threadIdx.x) & 7);
  int cse_v11 = (((int)threadIdx.x) >> 3);
  int cse_v21 = ((((int)threadIdx.x) >> 3) * 24);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 21; ++rc_0_ry_0_rx_0_fused) {
    int cse_v7 = (rc_0_ry_0_rx_0_fused % 3);
    int cse_v8 = (rc_0_ry_0_rx_0_fused / 3);
    int cse_v20 = ((rc_0_ry_0_rx_0_fused + 3) & 3);
    int cse_v19 = ((rc_0_ry_0_rx_0_fused / 3) * 295936);
    int cse_v67 = ((((((int)blockIdx.x) % 34) * 8) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3));
    int cse_v68 = ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 320) + (((int)threadIdx.x) * 2));
    int cse_v110 = ((((((((rc_0_ry_0_rx_0_fused / 3) * 295936) + ((((int)threadIdx.x) / 40) * 73984)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3));
    __syncthreads();
    float condval_12;
    if (((1 <= ((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2))) && (((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2)) < 273)) && (1 <= ((((((int)blockIdx.x) % 34) * 8) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3)))) {
      condval_12 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused / 3) * 295936) + ((((int)threadIdx.x) / 40) * 73984)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3)) + 295663)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 3) & 3) * 320) + (((int)threadIdx.x) * 2))] = condval_12;
    float condval_13;
    if (((1 <= ((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2))) && (((((((int)blockIdx.x) % 1156) / 34) * 8) + ((((int)threadIdx.x) % 40) >> 2)) < 273)) && (((((((int)blockIdx.x) % 34) * 8) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3)) < 272)) {
      condval_13 = data_ptr[(((((((((rc_0_ry_0_rx_0_fused / 3) * 295936) + ((((int)threadIdx.x) / 40) * 73984)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + (((((int)threadIdx.x) % 40) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3)) + 295664)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 320) + (((int)threadIdx.x) * 2)) + 1)] = condval_13;
    if (((int)threadIdx.x) < 32) {
      int cse_v111 = (((((((rc_0_ry_0_rx_0_fused / 3) * 295936) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3));
      float condval_14;
      if ((((((((int)blockIdx.x) % 1156) / 34) * 8) + (((int)threadIdx.x) >> 2)) < 271) && (1 <= ((((((int)blockIdx.x) % 34) * 8) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3)))) {
        condval_14 = data_ptr[((((((((rc_0_ry_0_rx_0_fused / 3) * 295936) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3)) + 518159)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 320) + (((int)threadIdx.x) * 2)) + 256)] = condval_14;
      float condval_15;
      if ((((((((int)blockIdx.x) % 1156) / 34) * 8) + (((int)threadIdx.x) >> 2)) < 271) && (((((((int)blockIdx.x) % 34) * 8) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3)) < 272)) {
        condval_15 = data_ptr[((((((((rc_0_ry_0_rx_0_fused / 3) * 295936) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)threadIdx.x) >> 2) * 272)) + ((((int)blockIdx.x) % 34) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + (rc_0_ry_0_rx_0_fused % 3)) + 518160)];
      } else {
        condval_15 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 320) + (((int)threadIdx.x) * 2)) + 257)] = condval_15;
    }
    int3 v__3 = make_int3(((((((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((rc_0_ry_0_rx_0_fused / 3) * 36)) + ((((int)threadIdx.x) & 3) * 9)) + (rc_0_ry_0_rx_0_fused % 3)) + 36))+(3*0), ((((((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((rc_0_ry_0_rx_0_fused / 3) * 36)) + ((((int)threadIdx.x) & 3) * 9)) + (rc_0_ry_0_rx_0_fused % 3)) + 36))+(3*1), ((((((((((int)blockIdx.x) / 1156) * 9216) + ((((int)threadIdx.x) >> 2) * 288)) + ((rc_0_ry_0_rx_0_fused / 3) * 36)) + ((((int)threadIdx.x) & 3) * 9)) + (rc_0_ry_0_rx_0_fused % 3)) + 36))+(3*2));
    *(float3*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 384) + (((int)threadIdx.x) * 3))) = make_float3(kernel_ptr[v__3.x],kernel_ptr[v__3.y],kernel_ptr[v__3.z]);
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
      int cse_v9 = (rc_0_ry_0_rx_0_fused & 3);
      int cse_v69 = ((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7));
      int cse_v70 = ((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3))]));
      int cse_v89 = (((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 8);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3))]));
      int cse_v90 = (((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 16);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 16)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3))]));
      int cse_v91 = (((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 24);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 24)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3))]));
      int cse_v92 = (((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 32);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 32)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3))]));
      int cse_v93 = (((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 40);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 40)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3))]));
      int cse_v94 = (((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 48);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 48)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3))]));
      int cse_v95 = (((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 56);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 56)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3))]));
      int cse_v96 = (((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 12);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 12)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 12)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 12)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 24)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 12)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 32)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 12)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 40)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 12)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 48)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 12)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 56)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 12)]));
      int cse_v97 = (((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 24)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 32)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 40)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 48)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 56)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 1)]));
      int cse_v98 = (((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 64);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 64)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 1)]));
      int cse_v99 = (((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 13);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 13)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 13)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 24)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 13)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 32)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 13)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 40)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 13)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 48)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 13)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 56)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 13)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 64)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 13)]));
      int cse_v100 = (((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 24)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 32)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 40)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 48)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 56)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 64)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 2)]));
      int cse_v101 = (((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 72);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 72)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 2)]));
      int cse_v102 = (((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 14);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 14)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 24)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 14)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 32)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 14)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 40)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 14)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 48)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 14)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 56)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 14)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 64)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 14)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 320) + (rc_1 * 80)) + (((int)threadIdx.x) & 7)) + 72)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 384) + ((((int)threadIdx.x) >> 3) * 24)) + (rc_1 * 3)) + 14)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 4; ++rc_1_1) {
    int cse_v22 = ((rc_1_1 * 80) + (((int)threadIdx.x) & 7));
    int cse_v31 = (((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 320);
    int cse_v32 = (((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3));
    int cse_v71 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 384);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 320)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 384)]));
    int cse_v33 = (((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 328);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 328)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 384)]));
    int cse_v34 = (((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 336);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 384)]));
    int cse_v35 = (((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 344);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 384)]));
    int cse_v36 = (((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 352);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 384)]));
    int cse_v37 = (((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 360);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 384)]));
    int cse_v38 = (((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 368);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 384)]));
    int cse_v39 = (((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 376);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 384)]));
    int cse_v72 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 396);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 320)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 396)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 328)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 396)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 396)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 396)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 396)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 396)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 396)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 396)]));
    int cse_v73 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 385);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 328)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 385)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 385)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 385)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 385)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 385)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 385)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 385)]));
    int cse_v40 = (((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 384);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 385)]));
    int cse_v74 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 397);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 328)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 397)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 397)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 397)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 397)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 397)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 397)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 397)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 397)]));
    int cse_v75 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 386);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 386)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 386)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 386)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 386)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 386)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 386)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 386)]));
    int cse_v41 = (((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 392);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 392)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 386)]));
    int cse_v76 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 398);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 398)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 398)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 398)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 398)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 398)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 398)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 398)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_1 * 80) + (((int)threadIdx.x) & 7)) + 392)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_1 * 3)) + 398)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 4; ++rc_1_2) {
    int cse_v23 = ((rc_1_2 * 80) + (((int)threadIdx.x) & 7));
    int cse_v42 = (((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 640);
    int cse_v43 = (((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3));
    int cse_v77 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 768);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 640)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 768)]));
    int cse_v44 = (((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 648);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 768)]));
    int cse_v45 = (((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 656);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 656)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 768)]));
    int cse_v46 = (((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 664);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 768)]));
    int cse_v47 = (((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 672);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 672)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 768)]));
    int cse_v48 = (((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 680);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 768)]));
    int cse_v49 = (((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 688);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 688)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 768)]));
    int cse_v50 = (((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 696);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 696)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 768)]));
    int cse_v78 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 780);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 640)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 780)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 780)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 656)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 780)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 780)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 672)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 780)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 780)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 688)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 780)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 696)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 780)]));
    int cse_v79 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 769);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 769)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 656)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 769)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 769)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 672)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 769)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 769)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 688)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 769)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 696)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 769)]));
    int cse_v51 = (((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 704);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 704)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 769)]));
    int cse_v80 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 781);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 781)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 656)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 781)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 781)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 672)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 781)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 781)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 688)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 781)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 696)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 781)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 704)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 781)]));
    int cse_v81 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 770);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 656)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 770)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 770)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 672)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 770)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 770)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 688)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 770)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 696)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 770)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 704)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 770)]));
    int cse_v52 = (((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 712);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 712)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 770)]));
    int cse_v82 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 782);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 656)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 782)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 782)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 672)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 782)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 782)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 688)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 782)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 696)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 782)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 704)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 782)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_2 * 80) + (((int)threadIdx.x) & 7)) + 712)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_2 * 3)) + 782)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_3 = 0; rc_1_3 < 4; ++rc_1_3) {
    int cse_v24 = ((rc_1_3 * 80) + (((int)threadIdx.x) & 7));
    int cse_v53 = (((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 960);
    int cse_v54 = (((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3));
    int cse_v83 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1152);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 960)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1152)]));
    int cse_v55 = (((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 968);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 968)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1152)]));
    int cse_v56 = (((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 976);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 976)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1152)]));
    int cse_v57 = (((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 984);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 984)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1152)]));
    int cse_v58 = (((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 992);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 992)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1152)]));
    int cse_v59 = (((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1000);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1000)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1152)]));
    int cse_v60 = (((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1008);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1008)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1152)]));
    int cse_v61 = (((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1016);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1016)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1152)]));
    int cse_v84 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1164);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 960)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1164)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 968)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1164)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 976)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1164)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 984)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1164)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 992)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1164)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1000)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1164)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1008)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1164)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1016)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1164)]));
    int cse_v85 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1153);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 968)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1153)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 976)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1153)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 984)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1153)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 992)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1153)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1000)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1153)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1008)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1153)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1016)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1153)]));
    int cse_v62 = (((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1024);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1024)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1153)]));
    int cse_v86 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1165);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 968)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1165)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 976)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1165)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 984)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1165)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 992)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1165)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1000)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1165)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1008)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1165)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1016)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1165)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1024)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1165)]));
    int cse_v87 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1154);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 976)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1154)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 984)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1154)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 992)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1154)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1000)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1154)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1008)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1154)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1016)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1154)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1024)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1154)]));
    int cse_v63 = (((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1032);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1032)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1154)]));
    int cse_v88 = ((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1166);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 976)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1166)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 984)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1166)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 992)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1166)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1000)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1166)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1008)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1166)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1016)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1166)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1024)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1166)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_3 * 80) + (((int)threadIdx.x) & 7)) + 1032)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 24) + (rc_1_3 * 3)) + 1166)]));
  }
  int cse_v104 = ((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 272)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 544)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 816)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 1088)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 1360)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 1632)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 1904)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 73984)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 74256)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 74528)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 74800)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 75072)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 75344)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 75616)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (((((int)blockIdx.x) % 1156) / 34) * 2176)) + ((((int)blockIdx.x) % 34) * 8)) + (((int)threadIdx.x) & 7)) + 75888)] = conv2d_nchw_local_ptr[15];
}

