
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
extern "C" __global__ void __launch_bounds__(272) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(272) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[2];
  __shared__ alignas(64) float pad_temp_shared_ptr[1824];
  __shared__ alignas(64) float kernel_shared_ptr[9216];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 2);
  int cse_v2 = (((int)blockIdx.x) % 17);
  int cse_v3 = (((int)blockIdx.x) / 17);
  int cse_v4 = (((int)threadIdx.x) * 4);
  int cse_v8 = ((((int)threadIdx.x) * 2) % 57);
  int cse_v9 = ((((int)threadIdx.x) * 2) % 3);
  int cse_v10 = ((((int)threadIdx.x) * 2) + 1);
  int cse_v11 = ((((int)blockIdx.x) / 17) * 147456);
  int cse_v12 = ((((int)threadIdx.x) % 18) * 4);
  int cse_v16 = ((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3));
  int cse_v17 = (((((int)threadIdx.x) * 2) / 57) * 289);
  int cse_v18 = (((((int)threadIdx.x) * 2) + 1) % 57);
  int cse_v19 = (((((int)threadIdx.x) * 2) + 1) % 3);
  int cse_v20 = (((((int)blockIdx.x) / 17) * 147456) + ((((int)threadIdx.x) / 18) * 4608));
  int cse_v21 = (((((int)threadIdx.x) * 4) + 8) % 72);
  int cse_v22 = (((((int)threadIdx.x) * 4) + 16) % 72);
  int cse_v23 = ((((((int)threadIdx.x) * 2) % 57) / 3) * 17);
  int cse_v24 = ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3));
  int cse_v25 = ((((((int)threadIdx.x) * 2) + 1) / 57) * 289);
  int cse_v26 = ((((((int)blockIdx.x) / 17) * 147456) + ((((int)threadIdx.x) / 18) * 4608)) + ((((int)threadIdx.x) % 18) * 4));
  int cse_v27 = (((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 272) / 18) * 4608));
  int cse_v28 = (((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 544) / 18) * 4608));
  int cse_v38 = (((((((int)threadIdx.x) * 2) + 1) % 57) / 3) * 17);
  int cse_v39 = ((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 272) / 18) * 4608)) + (((((int)threadIdx.x) * 4) + 8) % 72));
  int cse_v40 = ((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 544) / 18) * 4608)) + (((((int)threadIdx.x) * 4) + 16) % 72));
  int cse_v90 = ((((((((int)threadIdx.x) * 2) / 57) * 289) + ((((((int)threadIdx.x) * 2) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + ((((int)threadIdx.x) * 2) % 3));
  int cse_v91 = (((((((((int)threadIdx.x) * 2) + 1) / 57) * 289) + (((((((int)threadIdx.x) * 2) + 1) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + (((((int)threadIdx.x) * 2) + 1) % 3));
  if (((int)threadIdx.x) < 228) {
    float condval;
    if ((((3 <= ((((int)threadIdx.x) * 2) % 57)) && (((((int)threadIdx.x) * 2) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)))) && (((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)) < 18)) {
      condval = data_ptr[(((((((((int)threadIdx.x) * 2) / 57) * 289) + ((((((int)threadIdx.x) * 2) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + ((((int)threadIdx.x) * 2) % 3)) - 18)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
    float condval_1;
    if ((((3 <= (((((int)threadIdx.x) * 2) + 1) % 57)) && ((((((int)threadIdx.x) * 2) + 1) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)))) && (((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)) < 18)) {
      condval_1 = data_ptr[((((((((((int)threadIdx.x) * 2) + 1) / 57) * 289) + (((((((int)threadIdx.x) * 2) + 1) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + (((((int)threadIdx.x) * 2) + 1) % 3)) - 18)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
  }
  *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 147456) + ((((int)threadIdx.x) / 18) * 4608)) + ((((int)threadIdx.x) % 18) * 4)));
  *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 1088)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 272) / 18) * 4608)) + (((((int)threadIdx.x) * 4) + 8) % 72)));
  if (((int)threadIdx.x) < 32) {
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 2176)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 544) / 18) * 4608)) + (((((int)threadIdx.x) * 4) + 16) % 72)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 228) {
    float condval_2;
    if ((((3 <= ((((int)threadIdx.x) * 2) % 57)) && (((((int)threadIdx.x) * 2) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)))) && (((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)) < 18)) {
      condval_2 = data_ptr[(((((((((int)threadIdx.x) * 2) / 57) * 289) + ((((((int)threadIdx.x) * 2) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + ((((int)threadIdx.x) * 2) % 3)) + 2294)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 456)] = condval_2;
    float condval_3;
    if ((((3 <= (((((int)threadIdx.x) * 2) + 1) % 57)) && ((((((int)threadIdx.x) * 2) + 1) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)))) && (((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)) < 18)) {
      condval_3 = data_ptr[((((((((((int)threadIdx.x) * 2) + 1) / 57) * 289) + (((((((int)threadIdx.x) * 2) + 1) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + (((((int)threadIdx.x) * 2) + 1) % 3)) + 2294)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 457)] = condval_3;
  }
  *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + ((((int)threadIdx.x) / 18) * 4608)) + ((((int)threadIdx.x) % 18) * 4)) + 72));
  *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 3392)) = *(float4*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 272) / 18) * 4608)) + (((((int)threadIdx.x) * 4) + 8) % 72)) + 72));
  if (((int)threadIdx.x) < 32) {
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 4480)) = *(float4*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 544) / 18) * 4608)) + (((((int)threadIdx.x) * 4) + 16) % 72)) + 72));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 228) {
    float condval_4;
    if ((((3 <= ((((int)threadIdx.x) * 2) % 57)) && (((((int)threadIdx.x) * 2) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)))) && (((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)) < 18)) {
      condval_4 = data_ptr[(((((((((int)threadIdx.x) * 2) / 57) * 289) + ((((((int)threadIdx.x) * 2) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + ((((int)threadIdx.x) * 2) % 3)) + 4606)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 912)] = condval_4;
    float condval_5;
    if ((((3 <= (((((int)threadIdx.x) * 2) + 1) % 57)) && ((((((int)threadIdx.x) * 2) + 1) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)))) && (((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)) < 18)) {
      condval_5 = data_ptr[((((((((((int)threadIdx.x) * 2) + 1) / 57) * 289) + (((((((int)threadIdx.x) * 2) + 1) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + (((((int)threadIdx.x) * 2) + 1) % 3)) + 4606)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 913)] = condval_5;
  }
  *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 4608)) = *(float4*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + ((((int)threadIdx.x) / 18) * 4608)) + ((((int)threadIdx.x) % 18) * 4)) + 144));
  *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 5696)) = *(float4*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 272) / 18) * 4608)) + (((((int)threadIdx.x) * 4) + 8) % 72)) + 144));
  if (((int)threadIdx.x) < 32) {
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 6784)) = *(float4*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 544) / 18) * 4608)) + (((((int)threadIdx.x) * 4) + 16) % 72)) + 144));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v14 = ((((int)threadIdx.x) % 17) * 3);
  int cse_v15 = ((((int)threadIdx.x) / 17) * 72);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 61; ++rc_0_ry_0_rx_0_fused) {
    int cse_v13 = ((rc_0_ry_0_rx_0_fused + 3) & 3);
    __syncthreads();
    if (((int)threadIdx.x) < 228) {
      int cse_v5 = (rc_0_ry_0_rx_0_fused * 2312);
      int cse_v29 = ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 456) + (((int)threadIdx.x) * 2));
      float condval_6;
      if ((((3 <= ((((int)threadIdx.x) * 2) % 57)) && (((((int)threadIdx.x) * 2) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)))) && (((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)) < 18)) {
        condval_6 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 2312) + (((((int)threadIdx.x) * 2) / 57) * 289)) + ((((((int)threadIdx.x) * 2) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + ((((int)threadIdx.x) * 2) % 3)) + 6918)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 3) & 3) * 456) + (((int)threadIdx.x) * 2))] = condval_6;
      float condval_7;
      if ((((3 <= (((((int)threadIdx.x) * 2) + 1) % 57)) && ((((((int)threadIdx.x) * 2) + 1) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)))) && (((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)) < 18)) {
        condval_7 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 2312) + ((((((int)threadIdx.x) * 2) + 1) / 57) * 289)) + (((((((int)threadIdx.x) * 2) + 1) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + (((((int)threadIdx.x) * 2) + 1) % 3)) + 6918)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 456) + (((int)threadIdx.x) * 2)) + 1)] = condval_7;
    }
    int cse_v6 = (rc_0_ry_0_rx_0_fused * 72);
    int cse_v30 = ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 2304) + (((int)threadIdx.x) * 4));
    *(float4*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 2304) + (((int)threadIdx.x) * 4))) = *(float4*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 147456) + ((((int)threadIdx.x) / 18) * 4608)) + (rc_0_ry_0_rx_0_fused * 72)) + ((((int)threadIdx.x) % 18) * 4)) + 216));
    *(float4*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 2304) + (((int)threadIdx.x) * 4)) + 1088)) = *(float4*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 272) / 18) * 4608)) + (rc_0_ry_0_rx_0_fused * 72)) + (((((int)threadIdx.x) * 4) + 8) % 72)) + 216));
    if (((int)threadIdx.x) < 32) {
      *(float4*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 2304) + (((int)threadIdx.x) * 4)) + 2176)) = *(float4*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 147456) + (((((int)threadIdx.x) + 544) / 18) * 4608)) + (rc_0_ry_0_rx_0_fused * 72)) + (((((int)threadIdx.x) * 4) + 16) % 72)) + 216));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 2; ++rc_1) {
      for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
        int cse_v7 = (rc_0_ry_0_rx_0_fused & 3);
        int cse_v41 = (((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1);
        int cse_v42 = (((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1152)]));
        int cse_v79 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 3);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 3)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1155)]));
        int cse_v80 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 6);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 6)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1158)]));
        int cse_v81 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 57);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 57)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 9)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 57)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1161)]));
        int cse_v82 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 60);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 60)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 12)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 60)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1164)]));
        int cse_v83 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 63);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 63)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 15)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 63)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1167)]));
        int cse_v84 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 114);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 114)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 18)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 114)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1170)]));
        int cse_v85 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 117);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 117)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 21)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 117)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1173)]));
        int cse_v86 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 120);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 120)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 24)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 120)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1176)]));
        int cse_v87 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 171);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 171)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 27)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 171)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1179)]));
        int cse_v88 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 174);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 174)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 30)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 174)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1182)]));
        int cse_v89 = ((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 177);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 177)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 33)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 456) + (rc_1 * 228)) + ((((int)threadIdx.x) % 17) * 3)) + rx_1) + 177)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (rc_1 * 36)) + rx_1) + 1185)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 2; ++rc_1_1) {
    for (int rx_1_1 = 0; rx_1_1 < 3; ++rx_1_1) {
      int cse_v31 = (((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1);
      int cse_v32 = ((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1);
      int cse_v43 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 456);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2304)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3456)]));
      int cse_v44 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 459);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2307)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3459)]));
      int cse_v45 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 462);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 462)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2310)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 462)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3462)]));
      int cse_v46 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 513);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 513)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2313)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 513)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3465)]));
      int cse_v47 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 516);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 516)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2316)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 516)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3468)]));
      int cse_v48 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 519);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 519)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2319)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 519)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3471)]));
      int cse_v49 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 570);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 570)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2322)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 570)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3474)]));
      int cse_v50 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 573);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 573)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2325)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 573)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3477)]));
      int cse_v51 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 576);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 576)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2328)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 576)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3480)]));
      int cse_v52 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 627);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 627)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2331)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 627)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3483)]));
      int cse_v53 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 630);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 630)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2334)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 630)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3486)]));
      int cse_v54 = ((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 633);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 633)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 2337)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_1) + 633)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_1 * 36)) + rx_1_1) + 3489)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 2; ++rc_1_2) {
    for (int rx_1_2 = 0; rx_1_2 < 3; ++rx_1_2) {
      int cse_v33 = (((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2);
      int cse_v34 = ((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2);
      int cse_v55 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 912);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 912)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4608)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 912)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5760)]));
      int cse_v56 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 915);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 915)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4611)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 915)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5763)]));
      int cse_v57 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 918);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 918)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4614)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 918)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5766)]));
      int cse_v58 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 969);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 969)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4617)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 969)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5769)]));
      int cse_v59 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 972);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 972)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4620)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 972)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5772)]));
      int cse_v60 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 975);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 975)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4623)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 975)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5775)]));
      int cse_v61 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1026);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1026)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4626)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1026)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5778)]));
      int cse_v62 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1029);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1029)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4629)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1029)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5781)]));
      int cse_v63 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1032);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1032)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4632)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1032)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5784)]));
      int cse_v64 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1083);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1083)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4635)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1083)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5787)]));
      int cse_v65 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1086);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1086)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4638)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1086)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5790)]));
      int cse_v66 = ((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1089);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1089)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 4641)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_2) + 1089)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_2 * 36)) + rx_1_2) + 5793)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_3 = 0; rc_1_3 < 2; ++rc_1_3) {
    for (int rx_1_3 = 0; rx_1_3 < 3; ++rx_1_3) {
      int cse_v35 = (((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3);
      int cse_v36 = ((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3);
      int cse_v67 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1368);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1368)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6912)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1368)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8064)]));
      int cse_v68 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1371);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1371)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6915)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1371)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8067)]));
      int cse_v69 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1374);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1374)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6918)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1374)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8070)]));
      int cse_v70 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1425);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1425)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6921)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1425)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8073)]));
      int cse_v71 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1428);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1428)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6924)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1428)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8076)]));
      int cse_v72 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1431);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1431)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6927)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1431)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8079)]));
      int cse_v73 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1482);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1482)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6930)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1482)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8082)]));
      int cse_v74 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1485);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1485)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6933)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1485)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8085)]));
      int cse_v75 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1488);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1488)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6936)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1488)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8088)]));
      int cse_v76 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1539);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1539)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6939)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1539)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8091)]));
      int cse_v77 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1542);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1542)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6942)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1542)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8094)]));
      int cse_v78 = ((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1545);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1545)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 6945)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 228) + ((((int)threadIdx.x) % 17) * 3)) + rx_1_3) + 1545)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (rc_1_3 * 36)) + rx_1_3) + 8097)]));
    }
  }
  int cse_v37 = ((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 17)) + (((int)blockIdx.x) % 17));
  conv2d_nchw_ptr[((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 17)) + (((int)blockIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 9248) + (((int)threadIdx.x) * 17)) + (((int)blockIdx.x) % 17)) + 4624)] = conv2d_nchw_local_ptr[1];
}

