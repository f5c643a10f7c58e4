
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
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[342];
  __shared__ alignas(64) float kernel_shared_ptr[3456];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) % 19);
  int cse_v2 = (((int)blockIdx.x) % 17);
  int cse_v3 = (((int)threadIdx.x) * 3);
  int cse_v4 = (((int)blockIdx.x) / 17);
  int cse_v5 = (((int)threadIdx.x) * 2);
  int cse_v10 = ((((int)threadIdx.x) / 19) * 289);
  int cse_v11 = ((((int)threadIdx.x) % 19) * 17);
  int cse_v12 = ((((int)blockIdx.x) / 17) * 294912);
  int cse_v13 = ((((int)threadIdx.x) % 9) * 2);
  int cse_v17 = (((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 9) * 4608));
  int cse_v18 = (((((int)threadIdx.x) * 2) + 2) % 18);
  int cse_v19 = (((((int)threadIdx.x) * 2) + 4) % 18);
  int cse_v20 = (((((int)threadIdx.x) * 2) + 6) % 18);
  int cse_v21 = (((((int)threadIdx.x) * 2) + 8) % 18);
  int cse_v59 = ((((((int)threadIdx.x) / 19) * 289) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17));
  int cse_v60 = ((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 9) * 4608)) + ((((int)threadIdx.x) % 9) * 2));
  int cse_v61 = (((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 136) / 9) * 4608));
  int cse_v62 = (((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 272) / 9) * 4608));
  int cse_v63 = (((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 408) / 9) * 4608));
  int cse_v64 = (((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 9) * 4608));
  int cse_v84 = ((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 136) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 2) % 18));
  int cse_v85 = ((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 272) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 4) % 18));
  int cse_v86 = ((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 408) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 6) % 18));
  int cse_v87 = ((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 8) % 18));
  if (((int)threadIdx.x) < 38) {
    float condval;
    if (((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) && (1 <= (((int)blockIdx.x) % 17))) {
      condval = data_ptr[(((((((int)threadIdx.x) / 19) * 289) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 18)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
    float condval_1;
    if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
      condval_1 = data_ptr[(((((((int)threadIdx.x) / 19) * 289) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 17)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
    float condval_2;
    if (((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) && ((((int)blockIdx.x) % 17) < 16)) {
      condval_2 = data_ptr[(((((((int)threadIdx.x) / 19) * 289) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) - 16)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
  }
  *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 9) * 4608)) + ((((int)threadIdx.x) % 9) * 2)));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 272)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 136) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 2) % 18)));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 544)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 272) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 4) % 18)));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 816)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 408) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 6) % 18)));
  if (((int)threadIdx.x) < 32) {
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1088)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 8) % 18)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 38) {
    float condval_3;
    if (((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) && (1 <= (((int)blockIdx.x) % 17))) {
      condval_3 = data_ptr[(((((((int)threadIdx.x) / 19) * 289) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) + 560)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 114)] = condval_3;
    float condval_4;
    if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
      condval_4 = data_ptr[(((((((int)threadIdx.x) / 19) * 289) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) + 561)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 115)] = condval_4;
    float condval_5;
    if (((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) && ((((int)blockIdx.x) % 17) < 16)) {
      condval_5 = data_ptr[(((((((int)threadIdx.x) / 19) * 289) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) + 562)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 116)] = condval_5;
  }
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1152)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 9) * 4608)) + ((((int)threadIdx.x) % 9) * 2)) + 18));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1424)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 136) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 2) % 18)) + 18));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1696)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 272) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 4) % 18)) + 18));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1968)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 408) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 6) % 18)) + 18));
  if (((int)threadIdx.x) < 32) {
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2240)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 9) * 4608)) + (((((int)threadIdx.x) * 2) + 8) % 18)) + 18));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v8 = (((int)threadIdx.x) % 17);
  int cse_v9 = (((int)threadIdx.x) / 17);
  int cse_v15 = ((((int)threadIdx.x) % 17) * 3);
  int cse_v16 = ((((int)threadIdx.x) / 17) * 144);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 254; ++rc_0_ry_0_rx_0_fused) {
    int cse_v14 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    __syncthreads();
    if (((int)threadIdx.x) < 38) {
      int cse_v65 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 114) + (((int)threadIdx.x) * 3));
      int cse_v88 = ((((rc_0_ry_0_rx_0_fused * 578) + ((((int)threadIdx.x) / 19) * 289)) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17));
      float condval_6;
      if (((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) && (1 <= (((int)blockIdx.x) % 17))) {
        condval_6 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 578) + ((((int)threadIdx.x) / 19) * 289)) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) + 1138)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 114) + (((int)threadIdx.x) * 3))] = condval_6;
      float condval_7;
      if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
        condval_7 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 578) + ((((int)threadIdx.x) / 19) * 289)) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) + 1139)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 114) + (((int)threadIdx.x) * 3)) + 1)] = condval_7;
      float condval_8;
      if (((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) && ((((int)blockIdx.x) % 17) < 16)) {
        condval_8 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 578) + ((((int)threadIdx.x) / 19) * 289)) + ((((int)threadIdx.x) % 19) * 17)) + (((int)blockIdx.x) % 17)) + 1140)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 114) + (((int)threadIdx.x) * 3)) + 2)] = condval_8;
    }
    int cse_v6 = (rc_0_ry_0_rx_0_fused * 18);
    int cse_v66 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1152) + (((int)threadIdx.x) * 2));
    *(float2*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1152) + (((int)threadIdx.x) * 2))) = *(float2*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 9) * 4608)) + (rc_0_ry_0_rx_0_fused * 18)) + ((((int)threadIdx.x) % 9) * 2)) + 36));
    *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1152) + (((int)threadIdx.x) * 2)) + 272)) = *(float2*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 136) / 9) * 4608)) + (rc_0_ry_0_rx_0_fused * 18)) + (((((int)threadIdx.x) * 2) + 2) % 18)) + 36));
    *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1152) + (((int)threadIdx.x) * 2)) + 544)) = *(float2*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 272) / 9) * 4608)) + (rc_0_ry_0_rx_0_fused * 18)) + (((((int)threadIdx.x) * 2) + 4) % 18)) + 36));
    *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1152) + (((int)threadIdx.x) * 2)) + 816)) = *(float2*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 408) / 9) * 4608)) + (rc_0_ry_0_rx_0_fused * 18)) + (((((int)threadIdx.x) * 2) + 6) % 18)) + 36));
    if (((int)threadIdx.x) < 32) {
      *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1152) + (((int)threadIdx.x) * 2)) + 1088)) = *(float2*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 9) * 4608)) + (rc_0_ry_0_rx_0_fused * 18)) + (((((int)threadIdx.x) * 2) + 8) % 18)) + 36));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    int cse_v7 = (rc_0_ry_0_rx_0_fused % 3);
    int cse_v22 = (((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3));
    int cse_v23 = (((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3))] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144))]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 18)]));
    int cse_v67 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 1)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 19)]));
    int cse_v68 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 2)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 20)]));
    int cse_v69 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 57);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 9)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 27)]));
    int cse_v70 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 58);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 10)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 28)]));
    int cse_v71 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 59);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 11)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 29)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 36)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 54)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 37)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 55)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 38)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 56)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 45)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 63)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 46)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 64)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 47)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 65)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 72)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 90)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 73)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 91)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 74)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 92)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 81)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 99)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 82)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 100)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 83)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 101)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 108)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 126)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 109)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 127)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 110)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 2)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 128)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 117)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 57)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 135)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 118)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 58)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 136)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 119)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 59)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 137)]));
    int cse_v72 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 3);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 3)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 21)]));
    int cse_v73 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 4);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 4)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 4)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 4)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 22)]));
    int cse_v74 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 5);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 5)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 5)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 5)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 23)]));
    int cse_v75 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 60);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 60)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 12)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 60)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 30)]));
    int cse_v76 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 61);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 61)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 13)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 61)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 31)]));
    int cse_v77 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 62);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 62)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 14)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 62)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 32)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 39)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 57)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 4)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 40)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 4)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 58)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 5)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 41)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 5)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 59)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 60)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 48)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 60)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 66)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 61)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 49)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 61)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 67)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 62)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 50)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 62)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 68)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 75)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 93)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 4)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 76)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 4)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 94)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 5)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 77)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 5)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 95)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 60)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 84)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 60)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 102)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 61)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 85)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 61)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 103)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 62)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 86)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 62)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 104)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 111)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 129)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 4)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 112)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 4)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 130)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 5)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 113)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 5)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 131)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 60)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 120)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 60)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 138)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 61)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 121)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 61)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 139)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 62)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 122)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 62)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 140)]));
    int cse_v78 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 6);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 6)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 6)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 6)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 24)]));
    int cse_v79 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 7);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 7)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 25)]));
    int cse_v80 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 8);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 8)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 26)]));
    int cse_v81 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 63);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 15)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 33)]));
    int cse_v82 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 64);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 64)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 16)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 64)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 34)]));
    int cse_v83 = ((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 65);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 65)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 17)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 65)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 35)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 6)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 42)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 6)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 60)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 43)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 61)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 44)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 62)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 51)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 69)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 64)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 52)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 64)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 70)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 65)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 53)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 65)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 71)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 6)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 78)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 6)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 96)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 79)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 97)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 80)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 98)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 87)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 105)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 64)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 88)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 64)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 106)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 65)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 89)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 65)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 107)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 6)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 114)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 6)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 132)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 115)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 133)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 116)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 8)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 134)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 123)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 141)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 64)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 124)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 64)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 142)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 65)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 125)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 114) + ((((int)threadIdx.x) % 17) * 3)) + 65)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1152) + ((((int)threadIdx.x) / 17) * 144)) + 143)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  int cse_v24 = (((((int)threadIdx.x) % 17) * 3) + 228);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2304)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2322)]));
  int cse_v25 = (((((int)threadIdx.x) % 17) * 3) + 229);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2305)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2323)]));
  int cse_v26 = (((((int)threadIdx.x) % 17) * 3) + 230);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2306)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2324)]));
  int cse_v27 = (((((int)threadIdx.x) % 17) * 3) + 285);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2313)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2331)]));
  int cse_v28 = (((((int)threadIdx.x) % 17) * 3) + 286);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2314)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2332)]));
  int cse_v29 = (((((int)threadIdx.x) % 17) * 3) + 287);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2315)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2333)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2340)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2358)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2341)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2359)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2342)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2360)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2349)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2367)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2350)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2368)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2351)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2369)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2376)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2394)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2377)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2395)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2378)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2396)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2385)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2403)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2386)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2404)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2387)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2405)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2412)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 228)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2430)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2413)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 229)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2431)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2414)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 230)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2432)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2421)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 285)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2439)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2422)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 286)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2440)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2423)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 287)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2441)]));
  int cse_v30 = (((((int)threadIdx.x) % 17) * 3) + 231);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 231)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2307)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 231)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2325)]));
  int cse_v31 = (((((int)threadIdx.x) % 17) * 3) + 232);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 232)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2308)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 232)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2326)]));
  int cse_v32 = (((((int)threadIdx.x) % 17) * 3) + 233);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 233)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2309)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 233)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2327)]));
  int cse_v33 = (((((int)threadIdx.x) % 17) * 3) + 288);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 288)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2316)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 288)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2334)]));
  int cse_v34 = (((((int)threadIdx.x) % 17) * 3) + 289);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2317)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2335)]));
  int cse_v35 = (((((int)threadIdx.x) % 17) * 3) + 290);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 290)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2318)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 290)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2336)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 231)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2343)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 231)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2361)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 232)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2344)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 232)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2362)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 233)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2345)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 233)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2363)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 288)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2352)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 288)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2370)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2353)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2371)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 290)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2354)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 290)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2372)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 231)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2379)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 231)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2397)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 232)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2380)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 232)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2398)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 233)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2381)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 233)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2399)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 288)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2388)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 288)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2406)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2389)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2407)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 290)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2390)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 290)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2408)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 231)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2415)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 231)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2433)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 232)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2416)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 232)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2434)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 233)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2417)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 233)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2435)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 288)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2424)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 288)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2442)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2425)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2443)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 290)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2426)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 290)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2444)]));
  int cse_v36 = (((((int)threadIdx.x) % 17) * 3) + 234);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 234)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2310)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 234)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2328)]));
  int cse_v37 = (((((int)threadIdx.x) % 17) * 3) + 235);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2311)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2329)]));
  int cse_v38 = (((((int)threadIdx.x) % 17) * 3) + 236);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2312)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2330)]));
  int cse_v39 = (((((int)threadIdx.x) % 17) * 3) + 291);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 291)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2319)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 291)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2337)]));
  int cse_v40 = (((((int)threadIdx.x) % 17) * 3) + 292);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2320)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2338)]));
  int cse_v41 = (((((int)threadIdx.x) % 17) * 3) + 293);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 293)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2321)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 293)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2339)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 234)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2346)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 234)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2364)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2347)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2365)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2348)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2366)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 291)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2355)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 291)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2373)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2356)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2374)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 293)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2357)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 293)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2375)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 234)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2382)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 234)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2400)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2383)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2401)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2384)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2402)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 291)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2391)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 291)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2409)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2392)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2410)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 293)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2393)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 293)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2411)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 234)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2418)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 234)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2436)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2419)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2437)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2420)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2438)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 291)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2427)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 291)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2445)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2428)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 292)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2446)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 293)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2429)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 293)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2447)]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 3)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 144)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 18)]));
  int cse_v42 = (((((int)threadIdx.x) % 17) * 3) + 1);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 1)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 19)]));
  int cse_v43 = (((((int)threadIdx.x) % 17) * 3) + 2);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 2)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 20)]));
  int cse_v44 = (((((int)threadIdx.x) % 17) * 3) + 57);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 9)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 27)]));
  int cse_v45 = (((((int)threadIdx.x) % 17) * 3) + 58);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 10)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 28)]));
  int cse_v46 = (((((int)threadIdx.x) % 17) * 3) + 59);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 11)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 29)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 36)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 54)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 37)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 55)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 38)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 56)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 45)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 63)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 46)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 64)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 47)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 65)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 72)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 90)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 73)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 91)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 74)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 92)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 81)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 99)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 82)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 100)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 83)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 101)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 108)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 126)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 109)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 127)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 110)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 128)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 117)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 135)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 118)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 58)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 136)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 119)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 59)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 137)]));
  int cse_v47 = (((((int)threadIdx.x) % 17) * 3) + 3);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 3)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 21)]));
  int cse_v48 = (((((int)threadIdx.x) % 17) * 3) + 4);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 4)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 22)]));
  int cse_v49 = (((((int)threadIdx.x) % 17) * 3) + 5);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 5)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 23)]));
  int cse_v50 = (((((int)threadIdx.x) % 17) * 3) + 60);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 60)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 12)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 60)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 30)]));
  int cse_v51 = (((((int)threadIdx.x) % 17) * 3) + 61);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 61)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 13)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 61)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 31)]));
  int cse_v52 = (((((int)threadIdx.x) % 17) * 3) + 62);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 62)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 14)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 62)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 32)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 39)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 57)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 40)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 58)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 41)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 59)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 60)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 48)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 60)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 66)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 61)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 49)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 61)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 67)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 62)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 50)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 62)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 68)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 75)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 93)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 76)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 94)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 77)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 95)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 60)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 84)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 60)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 102)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 61)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 85)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 61)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 103)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 62)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 86)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 62)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 104)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 111)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 129)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 112)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 4)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 130)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 113)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 5)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 131)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 60)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 120)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 60)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 138)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 61)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 121)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 61)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 139)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 62)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 122)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 62)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 140)]));
  int cse_v53 = (((((int)threadIdx.x) % 17) * 3) + 6);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 6)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 24)]));
  int cse_v54 = (((((int)threadIdx.x) % 17) * 3) + 7);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 7)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 25)]));
  int cse_v55 = (((((int)threadIdx.x) % 17) * 3) + 8);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 8)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 26)]));
  int cse_v56 = (((((int)threadIdx.x) % 17) * 3) + 63);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 15)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 33)]));
  int cse_v57 = (((((int)threadIdx.x) % 17) * 3) + 64);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 16)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 34)]));
  int cse_v58 = (((((int)threadIdx.x) % 17) * 3) + 65);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 17)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 35)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 42)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 60)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 43)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 61)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 44)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 62)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 51)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 69)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 52)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 70)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 53)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 71)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 78)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 96)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 79)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 97)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 80)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 98)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 87)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 105)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 88)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 106)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 89)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 107)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 114)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 6)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 132)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 115)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 133)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 116)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 8)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 134)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 123)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 141)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 124)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 142)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 125)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 17) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 144) + 143)]));
  int cse_v89 = (((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 289)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 578)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 867)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 1156)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 1445)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 1734)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 2312)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 2023)] = conv2d_nchw_local_ptr[7];
}

