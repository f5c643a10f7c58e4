
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
extern "C" __global__ void __launch_bounds__(544) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(544) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[2];
  __shared__ alignas(64) float pad_temp_shared_ptr[684];
  __shared__ alignas(64) float kernel_shared_ptr[6912];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 2);
  int cse_v2 = (((int)blockIdx.x) % 17);
  int cse_v3 = (((int)blockIdx.x) / 17);
  int cse_v4 = (((int)threadIdx.x) * 3);
  int cse_v5 = (((int)threadIdx.x) + 544);
  int cse_v11 = ((((int)threadIdx.x) * 2) % 57);
  int cse_v12 = ((((int)threadIdx.x) * 2) % 3);
  int cse_v13 = ((((int)threadIdx.x) * 2) + 1);
  int cse_v14 = ((((int)blockIdx.x) / 17) * 294912);
  int cse_v15 = ((((int)threadIdx.x) % 12) * 3);
  int cse_v19 = ((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3));
  int cse_v20 = (((((int)threadIdx.x) * 2) / 57) * 289);
  int cse_v21 = (((((int)threadIdx.x) * 2) + 1) % 57);
  int cse_v22 = (((((int)threadIdx.x) * 2) + 1) % 3);
  int cse_v23 = (((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 12) * 4608));
  int cse_v24 = (((((int)threadIdx.x) + 1) % 3) * 3);
  int cse_v25 = (((((int)threadIdx.x) + 544) / 3) * 9);
  int cse_v29 = ((((((int)threadIdx.x) * 2) % 57) / 3) * 17);
  int cse_v30 = ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3));
  int cse_v31 = ((((((int)threadIdx.x) * 2) + 1) / 57) * 289);
  int cse_v32 = ((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 12) * 4608)) + ((((int)threadIdx.x) % 12) * 3));
  int cse_v33 = (((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 12) * 4608));
  int cse_v34 = ((((((int)threadIdx.x) + 4) % 12) / 3) * 9);
  int cse_v35 = ((((((int)threadIdx.x) + 544) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3));
  int cse_v40 = (((((((int)threadIdx.x) * 2) + 1) % 57) / 3) * 17);
  int cse_v43 = (((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 12) * 4608)) + ((((((int)threadIdx.x) + 4) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3));
  int cse_v44 = ((((((((int)threadIdx.x) * 2) / 57) * 289) + ((((((int)threadIdx.x) * 2) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + ((((int)threadIdx.x) * 2) % 3));
  int cse_v45 = (((((((((int)threadIdx.x) * 2) + 1) / 57) * 289) + (((((((int)threadIdx.x) * 2) + 1) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + (((((int)threadIdx.x) * 2) + 1) % 3));
  if (((int)threadIdx.x) < 114) {
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
  *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 12) * 4608)) + ((((int)threadIdx.x) % 12) * 3)));
  if (((int)threadIdx.x) < 224) {
    *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 544) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3))) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 12) * 4608)) + ((((((int)threadIdx.x) + 4) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 114) {
    float condval_2;
    if ((((3 <= ((((int)threadIdx.x) * 2) % 57)) && (((((int)threadIdx.x) * 2) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)))) && (((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)) < 18)) {
      condval_2 = data_ptr[(((((((((int)threadIdx.x) * 2) / 57) * 289) + ((((((int)threadIdx.x) * 2) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + ((((int)threadIdx.x) * 2) % 3)) + 1138)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 228)] = condval_2;
    float condval_3;
    if ((((3 <= (((((int)threadIdx.x) * 2) + 1) % 57)) && ((((((int)threadIdx.x) * 2) + 1) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)))) && (((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)) < 18)) {
      condval_3 = data_ptr[((((((((((int)threadIdx.x) * 2) + 1) / 57) * 289) + (((((((int)threadIdx.x) * 2) + 1) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + (((((int)threadIdx.x) * 2) + 1) % 3)) + 1138)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 229)] = condval_3;
  }
  *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 2304)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 12) * 4608)) + ((((int)threadIdx.x) % 12) * 3)) + 36));
  if (((int)threadIdx.x) < 224) {
    *(float3*)(kernel_shared_ptr + (((((((int)threadIdx.x) + 544) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3)) + 2304)) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 12) * 4608)) + ((((((int)threadIdx.x) + 4) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3)) + 36));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v9 = (((int)threadIdx.x) % 17);
  int cse_v10 = (((int)threadIdx.x) / 17);
  int cse_v17 = ((((int)threadIdx.x) % 17) * 3);
  int cse_v18 = ((((int)threadIdx.x) / 17) * 72);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 126; ++rc_0_ry_0_rx_0_fused) {
    int cse_v16 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    __syncthreads();
    if (((int)threadIdx.x) < 114) {
      int cse_v6 = (rc_0_ry_0_rx_0_fused * 1156);
      int cse_v36 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 2));
      float condval_4;
      if ((((3 <= ((((int)threadIdx.x) * 2) % 57)) && (((((int)threadIdx.x) * 2) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)))) && (((((int)blockIdx.x) % 17) + ((((int)threadIdx.x) * 2) % 3)) < 18)) {
        condval_4 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) * 2) / 57) * 289)) + ((((((int)threadIdx.x) * 2) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + ((((int)threadIdx.x) * 2) % 3)) + 2294)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 2))] = condval_4;
      float condval_5;
      if ((((3 <= (((((int)threadIdx.x) * 2) + 1) % 57)) && ((((((int)threadIdx.x) * 2) + 1) % 57) < 54)) && (1 <= ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)))) && (((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) * 2) + 1) % 3)) < 18)) {
        condval_5 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 1) / 57) * 289)) + (((((((int)threadIdx.x) * 2) + 1) % 57) / 3) * 17)) + (((int)blockIdx.x) % 17)) + (((((int)threadIdx.x) * 2) + 1) % 3)) + 2294)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 2)) + 1)] = condval_5;
    }
    int cse_v7 = (rc_0_ry_0_rx_0_fused * 36);
    int cse_v26 = (((rc_0_ry_0_rx_0_fused + 2) % 3) * 2304);
    *(float3*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2304) + (((int)threadIdx.x) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) / 12) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + ((((int)threadIdx.x) % 12) * 3)) + 72));
    if (((int)threadIdx.x) < 224) {
      *(float3*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2304) + (((((int)threadIdx.x) + 544) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3))) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 17) * 294912) + (((((int)threadIdx.x) + 544) / 12) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + ((((((int)threadIdx.x) + 4) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3)) + 72));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 2; ++rc_1) {
      for (int ff_3 = 0; ff_3 < 2; ++ff_3) {
        int cse_v8 = (rc_0_ry_0_rx_0_fused % 3);
        int cse_v37 = ((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3));
        int cse_v41 = (((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18))]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 1)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 2)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 3)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 4)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 5)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 6)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 7)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 8)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 57)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 9)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 58)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 10)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 59)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 11)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 60)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 12)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 61)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 13)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 62)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 14)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 63)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 15)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 64)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 16)]));
        conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_1 * 114)) + ((((int)threadIdx.x) % 17) * 3)) + 65)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((((int)threadIdx.x) / 17) * 72)) + (ff_3 * 36)) + (rc_1 * 18)) + 17)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 2; ++rc_1_1) {
    for (int ff_3_1 = 0; ff_3_1 < 2; ++ff_3_1) {
      int cse_v27 = ((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3));
      int cse_v38 = ((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3))] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18))]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 1)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 1)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 2)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 3)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 3)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 4)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 4)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 5)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 5)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 6)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 6)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 7)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 7)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 8)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 8)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 57)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 9)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 58)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 10)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 59)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 11)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 60)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 12)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 61)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 13)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 62)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 14)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 63)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 15)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 64)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 16)]));
      conv2d_nchw_local_ptr[ff_3_1] = (conv2d_nchw_local_ptr[ff_3_1] + (pad_temp_shared_ptr[(((rc_1_1 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 65)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_1 * 36)) + (rc_1_1 * 18)) + 17)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 2; ++rc_1_2) {
    for (int ff_3_2 = 0; ff_3_2 < 2; ++ff_3_2) {
      int cse_v28 = ((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3));
      int cse_v39 = ((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 228)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2304)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 229)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2305)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 230)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2306)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 231)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2307)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 232)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2308)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 233)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2309)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 234)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2310)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 235)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2311)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 236)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2312)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 285)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2313)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 286)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2314)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 287)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2315)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 288)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2316)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 289)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2317)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 290)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2318)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 291)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2319)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 292)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2320)]));
      conv2d_nchw_local_ptr[ff_3_2] = (conv2d_nchw_local_ptr[ff_3_2] + (pad_temp_shared_ptr[(((rc_1_2 * 114) + ((((int)threadIdx.x) % 17) * 3)) + 293)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 72) + (ff_3_2 * 36)) + (rc_1_2 * 18)) + 2321)]));
    }
  }
  int cse_v42 = (((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 578)) + ((((int)threadIdx.x) % 17) * 17)) + (((int)blockIdx.x) % 17)) + 289)] = conv2d_nchw_local_ptr[1];
}

