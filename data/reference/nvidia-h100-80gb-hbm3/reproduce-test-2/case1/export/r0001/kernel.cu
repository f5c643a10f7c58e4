
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
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(256) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[720];
  __shared__ alignas(64) float kernel_shared_ptr[576];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 18);
  int cse_v2 = (((int)threadIdx.x) % 18);
  int cse_v3 = (((int)blockIdx.x) / 2312);
  int cse_v5 = ((((int)blockIdx.x) % 2312) / 34);
  int cse_v6 = ((((int)blockIdx.x) % 34) * 16);
  int cse_v10 = (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18));
  int cse_v11 = (((((int)blockIdx.x) % 2312) / 34) * 4352);
  int cse_v65 = ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 18));
  int cse_v66 = ((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 9) * 27)) + (((int)threadIdx.x) % 9));
  int cse_v115 = ((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18));
  if (((int)threadIdx.x) < 180) {
    float condval;
    if ((((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 18))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 18)) < 545)) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
      condval = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) - 545)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  }
  if (((int)threadIdx.x) < 144) {
    kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 9) * 27)) + (((int)threadIdx.x) % 9))];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 180) {
    float condval_1;
    if ((((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 18))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 18)) < 545)) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
      condval_1 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) + 295391)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 180)] = condval_1;
  }
  if (((int)threadIdx.x) < 144) {
    kernel_shared_ptr[(((int)threadIdx.x) + 144)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 9) * 27)) + (((int)threadIdx.x) % 9)) + 9)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 180) {
    float condval_2;
    if ((((1 <= ((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 18))) && (((((((int)blockIdx.x) % 2312) / 34) * 8) + (((int)threadIdx.x) / 18)) < 545)) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)))) && ((((((int)blockIdx.x) % 34) * 16) + (((int)threadIdx.x) % 18)) < 545)) {
      condval_2 = data_ptr[(((((((((int)blockIdx.x) % 2312) / 34) * 4352) + ((((int)threadIdx.x) / 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) % 18)) + 591327)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 360)] = condval_2;
  }
  if (((int)threadIdx.x) < 144) {
    kernel_shared_ptr[(((int)threadIdx.x) + 288)] = kernel_ptr[(((((((int)blockIdx.x) / 2312) * 432) + ((((int)threadIdx.x) / 9) * 27)) + (((int)threadIdx.x) % 9)) + 18)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v4 = (((int)threadIdx.x) >> 5);
  int cse_v7 = ((((int)threadIdx.x) & 31) >> 3);
  int cse_v8 = ((((int)threadIdx.x) & 7) * 2);
  int cse_v9 = ((((int)threadIdx.x) >> 5) * 18);
  int cse_v67 = ((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[((((int)threadIdx.x) >> 5) * 18)]));
  int cse_v12 = (((((int)threadIdx.x) >> 5) * 18) + 9);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 9)]));
  int cse_v13 = (((((int)threadIdx.x) >> 5) * 18) + 1);
  int cse_v68 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 1);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 1)]));
  int cse_v14 = (((((int)threadIdx.x) >> 5) * 18) + 10);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 10)]));
  int cse_v15 = (((((int)threadIdx.x) >> 5) * 18) + 2);
  int cse_v69 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 2);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 2)]));
  int cse_v16 = (((((int)threadIdx.x) >> 5) * 18) + 11);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 11)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[((((int)threadIdx.x) >> 5) * 18)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 9)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 1)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 10)]));
  int cse_v70 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 3);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 2)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 3)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 11)]));
  int cse_v71 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 18);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 18)] * kernel_shared_ptr[((((int)threadIdx.x) >> 5) * 18)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 18)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 9)]));
  int cse_v72 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 19);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 1)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 10)]));
  int cse_v73 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 20);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 2)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 11)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 19)] * kernel_shared_ptr[((((int)threadIdx.x) >> 5) * 18)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 9)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 1)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 10)]));
  int cse_v74 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 21);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 2)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 11)]));
  int cse_v17 = (((((int)threadIdx.x) >> 5) * 18) + 3);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 18)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 3)]));
  int cse_v18 = (((((int)threadIdx.x) >> 5) * 18) + 12);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 18)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 12)]));
  int cse_v19 = (((((int)threadIdx.x) >> 5) * 18) + 4);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 4)]));
  int cse_v20 = (((((int)threadIdx.x) >> 5) * 18) + 13);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 13)]));
  int cse_v21 = (((((int)threadIdx.x) >> 5) * 18) + 5);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 5)]));
  int cse_v22 = (((((int)threadIdx.x) >> 5) * 18) + 14);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 14)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 3)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 19)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 12)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 4)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 20)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 13)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 5)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 14)]));
  int cse_v75 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 36);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 3)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 12)]));
  int cse_v76 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 37);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 4)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 13)]));
  int cse_v77 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 38);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 5)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 14)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 3)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 12)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 4)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 13)]));
  int cse_v78 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 39);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 5)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 14)]));
  int cse_v23 = (((((int)threadIdx.x) >> 5) * 18) + 6);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 6)]));
  int cse_v24 = (((((int)threadIdx.x) >> 5) * 18) + 15);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 15)]));
  int cse_v25 = (((((int)threadIdx.x) >> 5) * 18) + 7);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 7)]));
  int cse_v26 = (((((int)threadIdx.x) >> 5) * 18) + 16);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 16)]));
  int cse_v27 = (((((int)threadIdx.x) >> 5) * 18) + 8);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 8)]));
  int cse_v28 = (((((int)threadIdx.x) >> 5) * 18) + 17);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 17)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 6)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 37)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 15)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 7)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 38)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 16)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 8)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 39)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 17)]));
  int cse_v79 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 54);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 54)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 6)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 54)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 15)]));
  int cse_v80 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 55);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 55)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 7)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 55)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 16)]));
  int cse_v81 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 56);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 56)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 8)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 56)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 17)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 55)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 6)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 55)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 15)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 56)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 7)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 56)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 16)]));
  int cse_v82 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 57);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 8)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 57)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 17)]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  int cse_v29 = (((((int)threadIdx.x) >> 5) * 18) + 144);
  int cse_v83 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 180);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 144)]));
  int cse_v30 = (((((int)threadIdx.x) >> 5) * 18) + 153);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 153)]));
  int cse_v31 = (((((int)threadIdx.x) >> 5) * 18) + 145);
  int cse_v84 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 181);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 145)]));
  int cse_v32 = (((((int)threadIdx.x) >> 5) * 18) + 154);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 154)]));
  int cse_v33 = (((((int)threadIdx.x) >> 5) * 18) + 146);
  int cse_v85 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 182);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 146)]));
  int cse_v34 = (((((int)threadIdx.x) >> 5) * 18) + 155);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 155)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 144)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 153)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 145)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 154)]));
  int cse_v86 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 183);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 183)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 146)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 183)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 155)]));
  int cse_v87 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 198);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 198)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 144)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 198)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 153)]));
  int cse_v88 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 199);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 199)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 145)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 199)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 154)]));
  int cse_v89 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 200);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 200)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 146)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 200)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 155)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 199)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 144)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 199)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 153)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 200)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 145)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 200)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 154)]));
  int cse_v90 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 201);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 201)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 146)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 201)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 155)]));
  int cse_v35 = (((((int)threadIdx.x) >> 5) * 18) + 147);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 198)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 147)]));
  int cse_v36 = (((((int)threadIdx.x) >> 5) * 18) + 156);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 198)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 156)]));
  int cse_v37 = (((((int)threadIdx.x) >> 5) * 18) + 148);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 199)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 148)]));
  int cse_v38 = (((((int)threadIdx.x) >> 5) * 18) + 157);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 199)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 157)]));
  int cse_v39 = (((((int)threadIdx.x) >> 5) * 18) + 149);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 200)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 149)]));
  int cse_v40 = (((((int)threadIdx.x) >> 5) * 18) + 158);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 200)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 158)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 199)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 147)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 199)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 156)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 200)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 148)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 200)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 157)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 201)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 149)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 201)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 158)]));
  int cse_v91 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 216);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 147)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 156)]));
  int cse_v92 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 217);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 148)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 157)]));
  int cse_v93 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 218);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 149)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 158)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 147)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 156)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 148)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 157)]));
  int cse_v94 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 219);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 149)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 158)]));
  int cse_v41 = (((((int)threadIdx.x) >> 5) * 18) + 150);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 150)]));
  int cse_v42 = (((((int)threadIdx.x) >> 5) * 18) + 159);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 216)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 159)]));
  int cse_v43 = (((((int)threadIdx.x) >> 5) * 18) + 151);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 151)]));
  int cse_v44 = (((((int)threadIdx.x) >> 5) * 18) + 160);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 160)]));
  int cse_v45 = (((((int)threadIdx.x) >> 5) * 18) + 152);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 152)]));
  int cse_v46 = (((((int)threadIdx.x) >> 5) * 18) + 161);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 161)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 150)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 159)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 151)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 218)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 160)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 152)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 219)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 161)]));
  int cse_v95 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 234);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 234)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 150)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 234)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 159)]));
  int cse_v96 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 235);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 151)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 160)]));
  int cse_v97 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 236);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 152)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 161)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 150)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 235)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 159)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 151)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 236)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 160)]));
  int cse_v98 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 237);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 237)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 152)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 237)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 161)]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  int cse_v47 = (((((int)threadIdx.x) >> 5) * 18) + 288);
  int cse_v99 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 360);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 360)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 288)]));
  int cse_v48 = (((((int)threadIdx.x) >> 5) * 18) + 297);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 360)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 297)]));
  int cse_v49 = (((((int)threadIdx.x) >> 5) * 18) + 289);
  int cse_v100 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 361);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 289)]));
  int cse_v50 = (((((int)threadIdx.x) >> 5) * 18) + 298);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 298)]));
  int cse_v51 = (((((int)threadIdx.x) >> 5) * 18) + 290);
  int cse_v101 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 362);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 290)]));
  int cse_v52 = (((((int)threadIdx.x) >> 5) * 18) + 299);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 299)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 288)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 297)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 289)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 298)]));
  int cse_v102 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 363);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 363)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 290)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 363)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 299)]));
  int cse_v103 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 378);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 378)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 288)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 378)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 297)]));
  int cse_v104 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 379);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 379)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 289)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 379)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 298)]));
  int cse_v105 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 380);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 290)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 299)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 379)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 288)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 379)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 297)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 289)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 298)]));
  int cse_v106 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 381);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 290)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 299)]));
  int cse_v53 = (((((int)threadIdx.x) >> 5) * 18) + 291);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 378)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 291)]));
  int cse_v54 = (((((int)threadIdx.x) >> 5) * 18) + 300);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 378)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 300)]));
  int cse_v55 = (((((int)threadIdx.x) >> 5) * 18) + 292);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 379)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 292)]));
  int cse_v56 = (((((int)threadIdx.x) >> 5) * 18) + 301);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 379)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 301)]));
  int cse_v57 = (((((int)threadIdx.x) >> 5) * 18) + 293);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 293)]));
  int cse_v58 = (((((int)threadIdx.x) >> 5) * 18) + 302);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 302)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 379)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 291)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 379)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 300)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 292)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 380)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 301)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 293)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 381)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 302)]));
  int cse_v107 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 396);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 396)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 291)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 396)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 300)]));
  int cse_v108 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 397);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 397)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 292)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 397)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 301)]));
  int cse_v109 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 398);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 398)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 293)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 398)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 302)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 397)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 291)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 397)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 300)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 398)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 292)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 398)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 301)]));
  int cse_v110 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 399);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 293)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 302)]));
  int cse_v59 = (((((int)threadIdx.x) >> 5) * 18) + 294);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 396)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 294)]));
  int cse_v60 = (((((int)threadIdx.x) >> 5) * 18) + 303);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 396)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 303)]));
  int cse_v61 = (((((int)threadIdx.x) >> 5) * 18) + 295);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 397)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 295)]));
  int cse_v62 = (((((int)threadIdx.x) >> 5) * 18) + 304);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 397)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 304)]));
  int cse_v63 = (((((int)threadIdx.x) >> 5) * 18) + 296);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 398)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 296)]));
  int cse_v64 = (((((int)threadIdx.x) >> 5) * 18) + 305);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 398)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 305)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 397)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 294)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 397)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 303)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 398)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 295)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 398)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 304)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 296)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 399)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 305)]));
  int cse_v111 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 414);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 414)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 294)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 414)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 303)]));
  int cse_v112 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 415);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 415)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 295)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 415)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 304)]));
  int cse_v113 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 416);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 416)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 296)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 416)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 305)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 415)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 294)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 415)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 303)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 416)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 295)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 416)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 304)]));
  int cse_v114 = (((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 417);
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 417)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 296)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) & 31) >> 3) * 36) + ((((int)threadIdx.x) & 7) * 2)) + 417)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 5) * 18) + 305)]));
  int cse_v116 = (((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 5) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((int)threadIdx.x) & 31) >> 3) * 1088)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 5) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((int)threadIdx.x) & 31) >> 3) * 1088)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 5) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((int)threadIdx.x) & 31) >> 3) * 1088)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 5) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((int)threadIdx.x) & 31) >> 3) * 1088)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 544)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 5) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((int)threadIdx.x) & 31) >> 3) * 1088)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 545)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 5) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((int)threadIdx.x) & 31) >> 3) * 1088)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 295936)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 5) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((int)threadIdx.x) & 31) >> 3) * 1088)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 295937)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 5) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((int)threadIdx.x) & 31) >> 3) * 1088)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 296480)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 2312) * 4734976) + ((((int)threadIdx.x) >> 5) * 591872)) + (((((int)blockIdx.x) % 2312) / 34) * 4352)) + (((((int)threadIdx.x) & 31) >> 3) * 1088)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 296481)] = conv2d_nchw_local_ptr[7];
}

