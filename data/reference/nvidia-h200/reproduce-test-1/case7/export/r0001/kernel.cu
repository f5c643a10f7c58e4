
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
  alignas(64) float conv2d_nchw_local_ptr[34];
  __shared__ alignas(64) float pad_temp_shared_ptr[684];
  __shared__ alignas(64) float kernel_shared_ptr[6912];
  for (int vthread_x_s = 0; vthread_x_s < 34; ++vthread_x_s) {
    conv2d_nchw_local_ptr[vthread_x_s] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v1 = (((int)blockIdx.x) % 17);
  int cse_v2 = (((int)threadIdx.x) * 3);
  int cse_v3 = (((int)blockIdx.x) / 17);
  int cse_v4 = (((int)threadIdx.x) >> 1);
  int cse_v5 = (((int)threadIdx.x) * 2);
  int cse_v10 = ((((int)threadIdx.x) % 19) * 3);
  int cse_v11 = ((((int)threadIdx.x) * 3) % 19);
  int cse_v12 = ((((int)threadIdx.x) / 19) * 289);
  int cse_v13 = ((((int)blockIdx.x) % 17) * 17);
  int cse_v14 = ((((int)threadIdx.x) * 3) + 1);
  int cse_v15 = ((((int)threadIdx.x) * 3) + 2);
  int cse_v16 = ((((int)blockIdx.x) / 17) * 294912);
  int cse_v20 = (((((int)threadIdx.x) % 19) * 3) / 19);
  int cse_v21 = (((((int)threadIdx.x) * 3) + 1) % 19);
  int cse_v22 = (((((int)threadIdx.x) * 3) + 2) % 19);
  int cse_v23 = (((((int)threadIdx.x) + 32) / 19) * 289);
  int cse_v24 = (((((int)threadIdx.x) * 3) + 3) % 19);
  int cse_v25 = (((((int)threadIdx.x) * 3) + 21) / 19);
  int cse_v26 = (((((int)threadIdx.x) * 3) + 22) / 19);
  int cse_v27 = (((((int)threadIdx.x) * 3) + 23) / 19);
  int cse_v28 = (((((int)threadIdx.x) * 3) + 4) % 19);
  int cse_v30 = ((((((int)threadIdx.x) % 19) * 3) / 19) + (((int)blockIdx.x) % 17));
  int cse_v31 = ((((((int)threadIdx.x) % 19) * 3) / 19) * 17);
  int cse_v32 = ((((((int)threadIdx.x) % 19) * 3) + 1) / 19);
  int cse_v33 = ((((((int)threadIdx.x) % 19) * 3) + 2) / 19);
  int cse_v34 = ((((((int)threadIdx.x) * 3) + 39) % 57) / 19);
  int cse_v35 = ((((((int)threadIdx.x) * 3) + 40) % 57) / 19);
  int cse_v36 = ((((((int)threadIdx.x) * 3) + 41) % 57) / 19);
  int cse_v37 = ((((((int)threadIdx.x) * 3) + 21) / 19) + (((int)blockIdx.x) % 17));
  int cse_v38 = ((((((int)threadIdx.x) * 3) + 21) / 19) * 17);
  int cse_v39 = ((((((int)threadIdx.x) * 3) + 22) / 19) + (((int)blockIdx.x) % 17));
  int cse_v40 = ((((((int)threadIdx.x) * 3) + 22) / 19) * 17);
  int cse_v41 = ((((((int)threadIdx.x) * 3) + 23) / 19) + (((int)blockIdx.x) % 17));
  int cse_v42 = ((((((int)threadIdx.x) * 3) + 23) / 19) * 17);
  int cse_v45 = (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) + (((int)blockIdx.x) % 17));
  int cse_v46 = (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) * 17);
  int cse_v47 = (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) + (((int)blockIdx.x) % 17));
  int cse_v48 = (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) * 17);
  int cse_v49 = (((((((int)threadIdx.x) * 3) + 39) % 57) / 19) + (((int)blockIdx.x) % 17));
  int cse_v50 = (((((((int)threadIdx.x) * 3) + 39) % 57) / 19) * 17);
  int cse_v51 = (((((((int)threadIdx.x) * 3) + 40) % 57) / 19) + (((int)blockIdx.x) % 17));
  int cse_v52 = (((((((int)threadIdx.x) * 3) + 40) % 57) / 19) * 17);
  int cse_v53 = (((((((int)threadIdx.x) * 3) + 41) % 57) / 19) + (((int)blockIdx.x) % 17));
  int cse_v54 = (((((((int)threadIdx.x) * 3) + 41) % 57) / 19) * 17);
  int cse_v55 = ((((((((int)threadIdx.x) * 3) + 21) / 19) * 17) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19));
  int cse_v56 = ((((((((int)threadIdx.x) * 3) + 22) / 19) * 17) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 3) % 19));
  int cse_v57 = ((((((((int)threadIdx.x) * 3) + 23) / 19) * 17) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 4) % 19));
  int cse_v58 = (((((((int)threadIdx.x) / 19) * 289) + ((((((int)threadIdx.x) % 19) * 3) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) * 3) % 19));
  int cse_v59 = (((((((int)threadIdx.x) / 19) * 289) + (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 1) % 19));
  int cse_v60 = (((((((int)threadIdx.x) / 19) * 289) + (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19));
  int cse_v61 = ((((((((int)threadIdx.x) + 32) / 19) * 289) + (((((((int)threadIdx.x) * 3) + 39) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 1) % 19));
  int cse_v62 = ((((((((int)threadIdx.x) + 32) / 19) * 289) + (((((((int)threadIdx.x) * 3) + 40) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19));
  int cse_v63 = ((((((((int)threadIdx.x) + 32) / 19) * 289) + (((((((int)threadIdx.x) * 3) + 41) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 3) % 19));
  float condval;
  if ((((1 <= ((((((int)threadIdx.x) % 19) * 3) / 19) + (((int)blockIdx.x) % 17))) && (((((((int)threadIdx.x) % 19) * 3) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) * 3) % 19))) && (((((int)threadIdx.x) * 3) % 19) < 18)) {
    condval = data_ptr[((((((((int)threadIdx.x) / 19) * 289) + ((((((int)threadIdx.x) % 19) * 3) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) * 3) % 19)) - 18)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
  float condval_1;
  if ((((1 <= (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) % 19) * 3) + 1) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 1) % 19))) && ((((((int)threadIdx.x) * 3) + 1) % 19) < 18)) {
    condval_1 = data_ptr[((((((((int)threadIdx.x) / 19) * 289) + (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 1) % 19)) - 18)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
  float condval_2;
  if ((((1 <= (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) % 19) * 3) + 2) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 2) % 19))) && ((((((int)threadIdx.x) * 3) + 2) % 19) < 18)) {
    condval_2 = data_ptr[((((((((int)threadIdx.x) / 19) * 289) + (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19)) - 18)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
  float condval_3;
  if ((((1 <= (((((((int)threadIdx.x) * 3) + 39) % 57) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) * 3) + 39) % 57) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 1) % 19))) && ((((((int)threadIdx.x) * 3) + 1) % 19) < 18)) {
    condval_3 = data_ptr[(((((((((int)threadIdx.x) + 32) / 19) * 289) + (((((((int)threadIdx.x) * 3) + 39) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 1) % 19)) - 18)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 96)] = condval_3;
  float condval_4;
  if ((((1 <= (((((((int)threadIdx.x) * 3) + 40) % 57) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) * 3) + 40) % 57) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 2) % 19))) && ((((((int)threadIdx.x) * 3) + 2) % 19) < 18)) {
    condval_4 = data_ptr[(((((((((int)threadIdx.x) + 32) / 19) * 289) + (((((((int)threadIdx.x) * 3) + 40) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19)) - 18)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 97)] = condval_4;
  float condval_5;
  if ((((1 <= (((((((int)threadIdx.x) * 3) + 41) % 57) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) * 3) + 41) % 57) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 3) % 19))) && ((((((int)threadIdx.x) * 3) + 3) % 19) < 18)) {
    condval_5 = data_ptr[(((((((((int)threadIdx.x) + 32) / 19) * 289) + (((((((int)threadIdx.x) * 3) + 41) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 3) % 19)) - 18)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 98)] = condval_5;
  if (((int)threadIdx.x) < 12) {
    float condval_6;
    if (((((((((int)threadIdx.x) * 3) + 21) / 19) + (((int)blockIdx.x) % 17)) < 18) && (1 <= (((((int)threadIdx.x) * 3) + 2) % 19))) && ((((((int)threadIdx.x) * 3) + 2) % 19) < 18)) {
      condval_6 = data_ptr[(((((((((int)threadIdx.x) * 3) + 21) / 19) * 17) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19)) + 849)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 192)] = condval_6;
    float condval_7;
    if (((((((((int)threadIdx.x) * 3) + 22) / 19) + (((int)blockIdx.x) % 17)) < 18) && (1 <= (((((int)threadIdx.x) * 3) + 3) % 19))) && ((((((int)threadIdx.x) * 3) + 3) % 19) < 18)) {
      condval_7 = data_ptr[(((((((((int)threadIdx.x) * 3) + 22) / 19) * 17) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 3) % 19)) + 849)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 193)] = condval_7;
    float condval_8;
    if (((((((((int)threadIdx.x) * 3) + 23) / 19) + (((int)blockIdx.x) % 17)) < 18) && (1 <= (((((int)threadIdx.x) * 3) + 4) % 19))) && ((((((int)threadIdx.x) * 3) + 4) % 19) < 18)) {
      condval_8 = data_ptr[(((((((((int)threadIdx.x) * 3) + 23) / 19) * 17) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 4) % 19)) + 849)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 194)] = condval_8;
  }
  for (int ax0_ax1_ax2_ax3_fused_0 = 0; ax0_ax1_ax2_ax3_fused_0 < 36; ++ax0_ax1_ax2_ax3_fused_0) {
    int cse_v17 = ((ax0_ax1_ax2_ax3_fused_0 * 64) + (((int)threadIdx.x) * 2));
    *(float2*)(kernel_shared_ptr + ((ax0_ax1_ax2_ax3_fused_0 * 64) + (((int)threadIdx.x) * 2))) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 17) * 294912) + ((((ax0_ax1_ax2_ax3_fused_0 * 16) + (((int)threadIdx.x) >> 1)) / 9) * 4608)) + (((ax0_ax1_ax2_ax3_fused_0 * 64) + (((int)threadIdx.x) * 2)) % 36)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_9;
  if ((((1 <= ((((((int)threadIdx.x) % 19) * 3) / 19) + (((int)blockIdx.x) % 17))) && (((((((int)threadIdx.x) % 19) * 3) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) * 3) % 19))) && (((((int)threadIdx.x) * 3) % 19) < 18)) {
    condval_9 = data_ptr[((((((((int)threadIdx.x) / 19) * 289) + ((((((int)threadIdx.x) % 19) * 3) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) * 3) % 19)) + 1138)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 228)] = condval_9;
  float condval_10;
  if ((((1 <= (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) % 19) * 3) + 1) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 1) % 19))) && ((((((int)threadIdx.x) * 3) + 1) % 19) < 18)) {
    condval_10 = data_ptr[((((((((int)threadIdx.x) / 19) * 289) + (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 1) % 19)) + 1138)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 229)] = condval_10;
  float condval_11;
  if ((((1 <= (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) % 19) * 3) + 2) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 2) % 19))) && ((((((int)threadIdx.x) * 3) + 2) % 19) < 18)) {
    condval_11 = data_ptr[((((((((int)threadIdx.x) / 19) * 289) + (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19)) + 1138)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 230)] = condval_11;
  float condval_12;
  if ((((1 <= (((((((int)threadIdx.x) * 3) + 39) % 57) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) * 3) + 39) % 57) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 1) % 19))) && ((((((int)threadIdx.x) * 3) + 1) % 19) < 18)) {
    condval_12 = data_ptr[(((((((((int)threadIdx.x) + 32) / 19) * 289) + (((((((int)threadIdx.x) * 3) + 39) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 1) % 19)) + 1138)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 324)] = condval_12;
  float condval_13;
  if ((((1 <= (((((((int)threadIdx.x) * 3) + 40) % 57) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) * 3) + 40) % 57) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 2) % 19))) && ((((((int)threadIdx.x) * 3) + 2) % 19) < 18)) {
    condval_13 = data_ptr[(((((((((int)threadIdx.x) + 32) / 19) * 289) + (((((((int)threadIdx.x) * 3) + 40) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19)) + 1138)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 325)] = condval_13;
  float condval_14;
  if ((((1 <= (((((((int)threadIdx.x) * 3) + 41) % 57) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) * 3) + 41) % 57) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 3) % 19))) && ((((((int)threadIdx.x) * 3) + 3) % 19) < 18)) {
    condval_14 = data_ptr[(((((((((int)threadIdx.x) + 32) / 19) * 289) + (((((((int)threadIdx.x) * 3) + 41) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 3) % 19)) + 1138)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 326)] = condval_14;
  if (((int)threadIdx.x) < 12) {
    float condval_15;
    if (((((((((int)threadIdx.x) * 3) + 21) / 19) + (((int)blockIdx.x) % 17)) < 18) && (1 <= (((((int)threadIdx.x) * 3) + 2) % 19))) && ((((((int)threadIdx.x) * 3) + 2) % 19) < 18)) {
      condval_15 = data_ptr[(((((((((int)threadIdx.x) * 3) + 21) / 19) * 17) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19)) + 2005)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 420)] = condval_15;
    float condval_16;
    if (((((((((int)threadIdx.x) * 3) + 22) / 19) + (((int)blockIdx.x) % 17)) < 18) && (1 <= (((((int)threadIdx.x) * 3) + 3) % 19))) && ((((((int)threadIdx.x) * 3) + 3) % 19) < 18)) {
      condval_16 = data_ptr[(((((((((int)threadIdx.x) * 3) + 22) / 19) * 17) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 3) % 19)) + 2005)];
    } else {
      condval_16 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 421)] = condval_16;
    float condval_17;
    if (((((((((int)threadIdx.x) * 3) + 23) / 19) + (((int)blockIdx.x) % 17)) < 18) && (1 <= (((((int)threadIdx.x) * 3) + 4) % 19))) && ((((((int)threadIdx.x) * 3) + 4) % 19) < 18)) {
      condval_17 = data_ptr[(((((((((int)threadIdx.x) * 3) + 23) / 19) * 17) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 4) % 19)) + 2005)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 422)] = condval_17;
  }
  for (int ax0_ax1_ax2_ax3_fused_0_1 = 0; ax0_ax1_ax2_ax3_fused_0_1 < 36; ++ax0_ax1_ax2_ax3_fused_0_1) {
    int cse_v18 = ((ax0_ax1_ax2_ax3_fused_0_1 * 64) + (((int)threadIdx.x) * 2));
    *(float2*)(kernel_shared_ptr + (((ax0_ax1_ax2_ax3_fused_0_1 * 64) + (((int)threadIdx.x) * 2)) + 2304)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 17) * 294912) + ((((ax0_ax1_ax2_ax3_fused_0_1 * 16) + (((int)threadIdx.x) >> 1)) / 9) * 4608)) + (((ax0_ax1_ax2_ax3_fused_0_1 * 64) + (((int)threadIdx.x) * 2)) % 36)) + 36));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v9 = (((int)threadIdx.x) * 36);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 126; ++rc_0_ry_0_rx_0_fused) {
    int cse_v19 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v6 = (rc_0_ry_0_rx_0_fused * 1156);
    int cse_v29 = ((rc_0_ry_0_rx_0_fused * 1156) + ((((int)threadIdx.x) / 19) * 289));
    int cse_v43 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 3));
    __syncthreads();
    float condval_18;
    if ((((1 <= ((((((int)threadIdx.x) % 19) * 3) / 19) + (((int)blockIdx.x) % 17))) && (((((((int)threadIdx.x) % 19) * 3) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= ((((int)threadIdx.x) * 3) % 19))) && (((((int)threadIdx.x) * 3) % 19) < 18)) {
      condval_18 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1156) + ((((int)threadIdx.x) / 19) * 289)) + ((((((int)threadIdx.x) % 19) * 3) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + ((((int)threadIdx.x) * 3) % 19)) + 2294)];
    } else {
      condval_18 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 3))] = condval_18;
    float condval_19;
    if ((((1 <= (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) % 19) * 3) + 1) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 1) % 19))) && ((((((int)threadIdx.x) * 3) + 1) % 19) < 18)) {
      condval_19 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1156) + ((((int)threadIdx.x) / 19) * 289)) + (((((((int)threadIdx.x) % 19) * 3) + 1) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 1) % 19)) + 2294)];
    } else {
      condval_19 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 3)) + 1)] = condval_19;
    float condval_20;
    if ((((1 <= (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) % 19) * 3) + 2) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 2) % 19))) && ((((((int)threadIdx.x) * 3) + 2) % 19) < 18)) {
      condval_20 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1156) + ((((int)threadIdx.x) / 19) * 289)) + (((((((int)threadIdx.x) % 19) * 3) + 2) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19)) + 2294)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 3)) + 2)] = condval_20;
    int cse_v44 = ((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 32) / 19) * 289));
    float condval_21;
    if ((((1 <= (((((((int)threadIdx.x) * 3) + 39) % 57) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) * 3) + 39) % 57) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 1) % 19))) && ((((((int)threadIdx.x) * 3) + 1) % 19) < 18)) {
      condval_21 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 32) / 19) * 289)) + (((((((int)threadIdx.x) * 3) + 39) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 1) % 19)) + 2294)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 3)) + 96)] = condval_21;
    float condval_22;
    if ((((1 <= (((((((int)threadIdx.x) * 3) + 40) % 57) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) * 3) + 40) % 57) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 2) % 19))) && ((((((int)threadIdx.x) * 3) + 2) % 19) < 18)) {
      condval_22 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 32) / 19) * 289)) + (((((((int)threadIdx.x) * 3) + 40) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19)) + 2294)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 3)) + 97)] = condval_22;
    float condval_23;
    if ((((1 <= (((((((int)threadIdx.x) * 3) + 41) % 57) / 19) + (((int)blockIdx.x) % 17))) && ((((((((int)threadIdx.x) * 3) + 41) % 57) / 19) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((((int)threadIdx.x) * 3) + 3) % 19))) && ((((((int)threadIdx.x) * 3) + 3) % 19) < 18)) {
      condval_23 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 32) / 19) * 289)) + (((((((int)threadIdx.x) * 3) + 41) % 57) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 3) % 19)) + 2294)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 3)) + 98)] = condval_23;
    if (((int)threadIdx.x) < 12) {
      float condval_24;
      if (((((((((int)threadIdx.x) * 3) + 21) / 19) + (((int)blockIdx.x) % 17)) < 18) && (1 <= (((((int)threadIdx.x) * 3) + 2) % 19))) && ((((((int)threadIdx.x) * 3) + 2) % 19) < 18)) {
        condval_24 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 3) + 21) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 2) % 19)) + 3161)];
      } else {
        condval_24 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 3)) + 192)] = condval_24;
      float condval_25;
      if (((((((((int)threadIdx.x) * 3) + 22) / 19) + (((int)blockIdx.x) % 17)) < 18) && (1 <= (((((int)threadIdx.x) * 3) + 3) % 19))) && ((((((int)threadIdx.x) * 3) + 3) % 19) < 18)) {
        condval_25 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 3) + 22) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 3) % 19)) + 3161)];
      } else {
        condval_25 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 3)) + 193)] = condval_25;
      float condval_26;
      if (((((((((int)threadIdx.x) * 3) + 23) / 19) + (((int)blockIdx.x) % 17)) < 18) && (1 <= (((((int)threadIdx.x) * 3) + 4) % 19))) && ((((((int)threadIdx.x) * 3) + 4) % 19) < 18)) {
        condval_26 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 3) + 23) / 19) * 17)) + ((((int)blockIdx.x) % 17) * 17)) + (((((int)threadIdx.x) * 3) + 4) % 19)) + 3161)];
      } else {
        condval_26 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 228) + (((int)threadIdx.x) * 3)) + 194)] = condval_26;
    }
    for (int ax0_ax1_ax2_ax3_fused_0_2 = 0; ax0_ax1_ax2_ax3_fused_0_2 < 36; ++ax0_ax1_ax2_ax3_fused_0_2) {
      int cse_v7 = (ax0_ax1_ax2_ax3_fused_0_2 * 64);
      *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2304) + (ax0_ax1_ax2_ax3_fused_0_2 * 64)) + (((int)threadIdx.x) * 2))) = *(float2*)(kernel_ptr + ((((((((int)blockIdx.x) / 17) * 294912) + ((((ax0_ax1_ax2_ax3_fused_0_2 * 16) + (((int)threadIdx.x) >> 1)) / 9) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + (((ax0_ax1_ax2_ax3_fused_0_2 * 64) + (((int)threadIdx.x) * 2)) % 36)) + 72));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
      for (int rc_2 = 0; rc_2 < 4; ++rc_2) {
        for (int rx_2 = 0; rx_2 < 3; ++rx_2) {
          for (int vthread_x_s_1 = 0; vthread_x_s_1 < 34; ++vthread_x_s_1) {
            int cse_v8 = (rc_0_ry_0_rx_0_fused % 3);
            conv2d_nchw_local_ptr[vthread_x_s_1] = (conv2d_nchw_local_ptr[vthread_x_s_1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 228) + (rc_2 * 57)) + (ry_1 * 19)) + rx_2) + (vthread_x_s_1 % 17))] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 2304) + ((vthread_x_s_1 / 17) * 1152)) + (((int)threadIdx.x) * 36)) + (rc_2 * 9)) + (ry_1 * 3)) + rx_2)]));
          }
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
    for (int rc_2_1 = 0; rc_2_1 < 4; ++rc_2_1) {
      for (int rx_2_1 = 0; rx_2_1 < 3; ++rx_2_1) {
        for (int vthread_x_s_2 = 0; vthread_x_s_2 < 34; ++vthread_x_s_2) {
          conv2d_nchw_local_ptr[vthread_x_s_2] = (conv2d_nchw_local_ptr[vthread_x_s_2] + (pad_temp_shared_ptr[((((rc_2_1 * 57) + (ry_1_1 * 19)) + rx_2_1) + (vthread_x_s_2 % 17))] * kernel_shared_ptr[((((((vthread_x_s_2 / 17) * 1152) + (((int)threadIdx.x) * 36)) + (rc_2_1 * 9)) + (ry_1_1 * 3)) + rx_2_1)]));
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
    for (int rc_2_2 = 0; rc_2_2 < 4; ++rc_2_2) {
      for (int rx_2_2 = 0; rx_2_2 < 3; ++rx_2_2) {
        for (int vthread_x_s_3 = 0; vthread_x_s_3 < 34; ++vthread_x_s_3) {
          conv2d_nchw_local_ptr[vthread_x_s_3] = (conv2d_nchw_local_ptr[vthread_x_s_3] + (pad_temp_shared_ptr[(((((rc_2_2 * 57) + (ry_1_2 * 19)) + rx_2_2) + (vthread_x_s_3 % 17)) + 228)] * kernel_shared_ptr[(((((((vthread_x_s_3 / 17) * 1152) + (((int)threadIdx.x) * 36)) + (rc_2_2 * 9)) + (ry_1_2 * 3)) + rx_2_2) + 2304)]));
        }
      }
    }
  }
  for (int vthread_x_s_4 = 0; vthread_x_s_4 < 34; ++vthread_x_s_4) {
    conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((vthread_x_s_4 / 17) * 9248)) + (((int)threadIdx.x) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + (vthread_x_s_4 % 17))] = conv2d_nchw_local_ptr[vthread_x_s_4];
  }
}

