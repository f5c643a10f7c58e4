
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
extern "C" __global__ void __launch_bounds__(512) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(512) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[3456];
  __shared__ alignas(64) float kernel_shared_ptr[1152];
  for (int ff_4_init = 0; ff_4_init < 4; ++ff_4_init) {
    conv2d_nchw_local_ptr[ff_4_init] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[(ff_4_init + 4)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[(ff_4_init + 8)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[(ff_4_init + 12)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v1 = (((int)blockIdx.x) / 34);
  int cse_v2 = (((int)threadIdx.x) * 2);
  int cse_v3 = (((int)threadIdx.x) * 9);
  int cse_v4 = (((int)threadIdx.x) * 3);
  int cse_v16 = ((((int)threadIdx.x) % 144) / 9);
  int cse_v17 = ((((int)blockIdx.x) % 34) * 16);
  int cse_v18 = ((((int)threadIdx.x) % 9) * 2);
  int cse_v19 = ((((int)blockIdx.x) / 34) * 8704);
  int cse_v22 = (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 144) / 9));
  int cse_v23 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 9) * 2));
  int cse_v29 = ((((((((int)threadIdx.x) / 144) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 144) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 9) * 2));
  if (((int)threadIdx.x) < 432) {
    for (int ax0_ax1_ax2_ax3_fused_2_s = 0; ax0_ax1_ax2_ax3_fused_2_s < 2; ++ax0_ax1_ax2_ax3_fused_2_s) {
      int cse_v25 = ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s);
      float condval;
      if (((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 144) / 9))) && (1 <= ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s))) && (((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s) < 545)) {
        condval = data_ptr[((((((((((int)threadIdx.x) / 144) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 144) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s) - 545)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + ax0_ax1_ax2_ax3_fused_2_s)] = condval;
    }
  }
  if (((int)threadIdx.x) < 96) {
    *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + (((int)threadIdx.x) * 9));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 432) {
    for (int ax0_ax1_ax2_ax3_fused_2_s_1 = 0; ax0_ax1_ax2_ax3_fused_2_s_1 < 2; ++ax0_ax1_ax2_ax3_fused_2_s_1) {
      int cse_v26 = ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s_1);
      float condval_1;
      if ((1 <= ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s_1)) && (((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s_1) < 545)) {
        condval_1 = data_ptr[((((((((((int)threadIdx.x) / 144) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 144) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s_1) - 1)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((int)threadIdx.x) * 2) + ax0_ax1_ax2_ax3_fused_2_s_1) + 864)] = condval_1;
    }
  }
  if (((int)threadIdx.x) < 96) {
    *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 288)) = *(float3*)(kernel_ptr + ((((int)threadIdx.x) * 9) + 3));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 432) {
    for (int ax0_ax1_ax2_ax3_fused_2_s_2 = 0; ax0_ax1_ax2_ax3_fused_2_s_2 < 2; ++ax0_ax1_ax2_ax3_fused_2_s_2) {
      int cse_v27 = ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s_2);
      float condval_2;
      if ((((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 144) / 9)) < 543) && (1 <= ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s_2))) && (((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s_2) < 545)) {
        condval_2 = data_ptr[((((((((((int)threadIdx.x) / 144) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 144) / 9) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 9) * 2)) + ax0_ax1_ax2_ax3_fused_2_s_2) + 543)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((int)threadIdx.x) * 2) + ax0_ax1_ax2_ax3_fused_2_s_2) + 1728)] = condval_2;
    }
  }
  if (((int)threadIdx.x) < 96) {
    *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 576)) = *(float3*)(kernel_ptr + ((((int)threadIdx.x) * 9) + 6));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v5 = (((int)threadIdx.x) & 7);
  int cse_v6 = (((int)threadIdx.x) >> 6);
  int cse_v20 = ((((int)threadIdx.x) & 63) >> 3);
  int cse_v21 = ((((int)threadIdx.x) >> 6) * 36);
  int cse_v24 = (((((int)threadIdx.x) & 63) >> 3) * 18);
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
    for (int rc_2 = 0; rc_2 < 3; ++rc_2) {
      for (int ff_4 = 0; ff_4 < 4; ++ff_4) {
        int cse_v28 = (((((((int)threadIdx.x) >> 6) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + rx_1);
        int cse_v30 = ((((rc_2 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1) + (((int)threadIdx.x) & 7));
        conv2d_nchw_local_ptr[ff_4] = (conv2d_nchw_local_ptr[ff_4] + (pad_temp_shared_ptr[((((rc_2 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1) + (((int)threadIdx.x) & 7))] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 6) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + rx_1)]));
        int cse_v7 = (ff_4 + 4);
        conv2d_nchw_local_ptr[(ff_4 + 4)] = (conv2d_nchw_local_ptr[(ff_4 + 4)] + (pad_temp_shared_ptr[(((((rc_2 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1) + (((int)threadIdx.x) & 7)) + 8)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 6) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + rx_1)]));
        int cse_v8 = (ff_4 + 8);
        conv2d_nchw_local_ptr[(ff_4 + 8)] = (conv2d_nchw_local_ptr[(ff_4 + 8)] + (pad_temp_shared_ptr[(((((rc_2 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1) + (((int)threadIdx.x) & 7)) + 144)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 6) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + rx_1)]));
        int cse_v9 = (ff_4 + 12);
        conv2d_nchw_local_ptr[(ff_4 + 12)] = (conv2d_nchw_local_ptr[(ff_4 + 12)] + (pad_temp_shared_ptr[(((((rc_2 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1) + (((int)threadIdx.x) & 7)) + 152)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 6) * 36) + (ff_4 * 9)) + (rc_2 * 3)) + rx_1)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rx_1_1 = 0; rx_1_1 < 3; ++rx_1_1) {
    for (int rc_2_1 = 0; rc_2_1 < 3; ++rc_2_1) {
      for (int ff_4_1 = 0; ff_4_1 < 4; ++ff_4_1) {
        int cse_v31 = ((((rc_2_1 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1_1) + (((int)threadIdx.x) & 7));
        int cse_v32 = ((((((((int)threadIdx.x) >> 6) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + rx_1_1) + 288);
        conv2d_nchw_local_ptr[ff_4_1] = (conv2d_nchw_local_ptr[ff_4_1] + (pad_temp_shared_ptr[(((((rc_2_1 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 864)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 6) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + rx_1_1) + 288)]));
        int cse_v10 = (ff_4_1 + 4);
        conv2d_nchw_local_ptr[(ff_4_1 + 4)] = (conv2d_nchw_local_ptr[(ff_4_1 + 4)] + (pad_temp_shared_ptr[(((((rc_2_1 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 872)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 6) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + rx_1_1) + 288)]));
        int cse_v11 = (ff_4_1 + 8);
        conv2d_nchw_local_ptr[(ff_4_1 + 8)] = (conv2d_nchw_local_ptr[(ff_4_1 + 8)] + (pad_temp_shared_ptr[(((((rc_2_1 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 1008)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 6) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + rx_1_1) + 288)]));
        int cse_v12 = (ff_4_1 + 12);
        conv2d_nchw_local_ptr[(ff_4_1 + 12)] = (conv2d_nchw_local_ptr[(ff_4_1 + 12)] + (pad_temp_shared_ptr[(((((rc_2_1 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1_1) + (((int)threadIdx.x) & 7)) + 1016)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 6) * 36) + (ff_4_1 * 9)) + (rc_2_1 * 3)) + rx_1_1) + 288)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rx_1_2 = 0; rx_1_2 < 3; ++rx_1_2) {
    for (int rc_2_2 = 0; rc_2_2 < 3; ++rc_2_2) {
      for (int ff_4_2 = 0; ff_4_2 < 4; ++ff_4_2) {
        int cse_v33 = ((((rc_2_2 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1_2) + (((int)threadIdx.x) & 7));
        int cse_v34 = ((((((((int)threadIdx.x) >> 6) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + rx_1_2) + 576);
        conv2d_nchw_local_ptr[ff_4_2] = (conv2d_nchw_local_ptr[ff_4_2] + (pad_temp_shared_ptr[(((((rc_2_2 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 1728)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 6) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + rx_1_2) + 576)]));
        int cse_v13 = (ff_4_2 + 4);
        conv2d_nchw_local_ptr[(ff_4_2 + 4)] = (conv2d_nchw_local_ptr[(ff_4_2 + 4)] + (pad_temp_shared_ptr[(((((rc_2_2 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 1736)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 6) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + rx_1_2) + 576)]));
        int cse_v14 = (ff_4_2 + 8);
        conv2d_nchw_local_ptr[(ff_4_2 + 8)] = (conv2d_nchw_local_ptr[(ff_4_2 + 8)] + (pad_temp_shared_ptr[(((((rc_2_2 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 1872)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 6) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + rx_1_2) + 576)]));
        int cse_v15 = (ff_4_2 + 12);
        conv2d_nchw_local_ptr[(ff_4_2 + 12)] = (conv2d_nchw_local_ptr[(ff_4_2 + 12)] + (pad_temp_shared_ptr[(((((rc_2_2 * 288) + (((((int)threadIdx.x) & 63) >> 3) * 18)) + rx_1_2) + (((int)threadIdx.x) & 7)) + 1880)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 6) * 36) + (ff_4_2 * 9)) + (rc_2_2 * 3)) + rx_1_2) + 576)]));
      }
    }
  }
  for (int ax1 = 0; ax1 < 4; ++ax1) {
    int cse_v35 = (((((((((int)threadIdx.x) >> 6) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 63) >> 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7));
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 6) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 63) >> 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7))] = conv2d_nchw_local_ptr[ax1];
    conv2d_nchw_ptr[((((((((((int)threadIdx.x) >> 6) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 63) >> 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 8)] = conv2d_nchw_local_ptr[(ax1 + 4)];
    conv2d_nchw_ptr[((((((((((int)threadIdx.x) >> 6) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 63) >> 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 4352)] = conv2d_nchw_local_ptr[(ax1 + 8)];
    conv2d_nchw_ptr[((((((((((int)threadIdx.x) >> 6) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) & 63) >> 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 7)) + 4360)] = conv2d_nchw_local_ptr[(ax1 + 12)];
  }
}

