
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
  __shared__ alignas(64) float pad_temp_shared_ptr[336];
  __shared__ alignas(64) float kernel_shared_ptr[768];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 14);
  int cse_v2 = (((int)blockIdx.x) % 14);
  int cse_v4 = (((int)blockIdx.x) / 14);
  int cse_v5 = (((int)threadIdx.x) & 7);
  int cse_v6 = (((int)threadIdx.x) + 112);
  int cse_v7 = (((int)threadIdx.x) + 168);
  int cse_v11 = ((((int)threadIdx.x) * 14) + (((int)blockIdx.x) % 14));
  int cse_v45 = (((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024));
  int cse_v112 = ((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7));
  int cse_v3 = (((int)threadIdx.x) + 56);
  pad_temp_shared_ptr[((int)threadIdx.x)] = data_ptr[((((int)threadIdx.x) * 14) + (((int)blockIdx.x) % 14))];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 56)] = data_ptr[(((((int)threadIdx.x) * 14) + (((int)blockIdx.x) % 14)) + 784)];
  kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7))];
  kernel_shared_ptr[(((int)threadIdx.x) + 56)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7)) + 7168)];
  kernel_shared_ptr[(((int)threadIdx.x) + 112)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7)) + 14336)];
  kernel_shared_ptr[(((int)threadIdx.x) + 168)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7)) + 21504)];
  if (((int)threadIdx.x) < 32) {
    kernel_shared_ptr[(((int)threadIdx.x) + 224)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7)) + 28672)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  pad_temp_shared_ptr[(((int)threadIdx.x) + 112)] = data_ptr[(((((int)threadIdx.x) * 14) + (((int)blockIdx.x) % 14)) + 1568)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 168)] = data_ptr[(((((int)threadIdx.x) * 14) + (((int)blockIdx.x) % 14)) + 2352)];
  kernel_shared_ptr[(((int)threadIdx.x) + 256)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7)) + 8)];
  kernel_shared_ptr[(((int)threadIdx.x) + 312)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7)) + 7176)];
  kernel_shared_ptr[(((int)threadIdx.x) + 368)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7)) + 14344)];
  kernel_shared_ptr[(((int)threadIdx.x) + 424)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7)) + 21512)];
  if (((int)threadIdx.x) < 32) {
    kernel_shared_ptr[(((int)threadIdx.x) + 480)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (((int)threadIdx.x) & 7)) + 28680)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v9 = (((int)threadIdx.x) % 7);
  int cse_v10 = (((int)threadIdx.x) / 7);
  int cse_v13 = ((((int)threadIdx.x) / 7) * 8);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 126; ++rc_0_ry_0_rx_0_fused) {
    int cse_v12 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v46 = (((rc_0_ry_0_rx_0_fused * 1568) + (((int)threadIdx.x) * 14)) + (((int)blockIdx.x) % 14));
    int cse_v113 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 112) + ((int)threadIdx.x));
    __syncthreads();
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 112) + ((int)threadIdx.x))] = data_ptr[((((rc_0_ry_0_rx_0_fused * 1568) + (((int)threadIdx.x) * 14)) + (((int)blockIdx.x) % 14)) + 3136)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 112) + ((int)threadIdx.x)) + 56)] = data_ptr[((((rc_0_ry_0_rx_0_fused * 1568) + (((int)threadIdx.x) * 14)) + (((int)blockIdx.x) % 14)) + 3920)];
    int cse_v114 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 256) + ((int)threadIdx.x));
    int cse_v161 = (((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (rc_0_ry_0_rx_0_fused * 8)) + (((int)threadIdx.x) & 7));
    kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 256) + ((int)threadIdx.x))] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (rc_0_ry_0_rx_0_fused * 8)) + (((int)threadIdx.x) & 7)) + 16)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 256) + ((int)threadIdx.x)) + 56)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (rc_0_ry_0_rx_0_fused * 8)) + (((int)threadIdx.x) & 7)) + 7184)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 256) + ((int)threadIdx.x)) + 112)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (rc_0_ry_0_rx_0_fused * 8)) + (((int)threadIdx.x) & 7)) + 14352)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 256) + ((int)threadIdx.x)) + 168)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (rc_0_ry_0_rx_0_fused * 8)) + (((int)threadIdx.x) & 7)) + 21520)];
    if (((int)threadIdx.x) < 32) {
      kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 256) + ((int)threadIdx.x)) + 224)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 3) * 1024)) + (rc_0_ry_0_rx_0_fused * 8)) + (((int)threadIdx.x) & 7)) + 28688)];
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    int cse_v8 = (rc_0_ry_0_rx_0_fused % 3);
    int cse_v47 = (((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7));
    int cse_v48 = (((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7))] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8))]));
    int cse_v115 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 7);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 7)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8))]));
    int cse_v116 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 64);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 64)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 64)]));
    int cse_v117 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 128);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 128)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 128)]));
    int cse_v118 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 192);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 192)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 7)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 192)]));
    int cse_v119 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 14);
    int cse_v120 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 14)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 1)]));
    int cse_v121 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 21);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 21)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 1)]));
    int cse_v122 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 65);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 14)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 65)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 21)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 65)]));
    int cse_v123 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 129);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 14)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 129)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 21)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 129)]));
    int cse_v124 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 193);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 14)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 193)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 21)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 193)]));
    int cse_v125 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 28);
    int cse_v126 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 28)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 2)]));
    int cse_v127 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 35);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 35)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 2)]));
    int cse_v128 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 66);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 28)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 66)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 35)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 66)]));
    int cse_v129 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 130);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 28)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 130)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 35)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 130)]));
    int cse_v130 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 194);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 28)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 194)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 35)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 194)]));
    int cse_v131 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 42);
    int cse_v132 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 3);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 42)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 3)]));
    int cse_v133 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 49);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 49)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 3)]));
    int cse_v134 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 67);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 42)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 67)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 49)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 67)]));
    int cse_v135 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 131);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 42)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 131)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 49)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 131)]));
    int cse_v136 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 195);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 42)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 195)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 49)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 195)]));
    int cse_v137 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 56);
    int cse_v138 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 4);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 56)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 4)]));
    int cse_v139 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 63);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 4)]));
    int cse_v140 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 68);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 56)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 68)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 68)]));
    int cse_v141 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 132);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 56)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 132)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 132)]));
    int cse_v142 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 196);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 56)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 196)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 63)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 196)]));
    int cse_v143 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 70);
    int cse_v144 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 5);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 70)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 5)]));
    int cse_v145 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 77);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 77)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 5)]));
    int cse_v146 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 69);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 70)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 69)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 77)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 69)]));
    int cse_v147 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 133);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 70)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 133)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 77)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 133)]));
    int cse_v148 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 197);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 70)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 197)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 77)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 197)]));
    int cse_v149 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 84);
    int cse_v150 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 6);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 84)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 6)]));
    int cse_v151 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 91);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 91)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 6)]));
    int cse_v152 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 70);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 84)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 70)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 91)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 70)]));
    int cse_v153 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 134);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 84)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 134)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 91)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 134)]));
    int cse_v154 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 198);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 84)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 198)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 91)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 198)]));
    int cse_v155 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 98);
    int cse_v156 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 7);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 98)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 7)]));
    int cse_v157 = ((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 105);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 105)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 7)]));
    int cse_v158 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 71);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 98)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 71)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 105)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 71)]));
    int cse_v159 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 135);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 98)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 135)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 105)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 135)]));
    int cse_v160 = ((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 199);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 98)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 199)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 112) + (((int)threadIdx.x) % 7)) + 105)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 256) + ((((int)threadIdx.x) / 7) * 8)) + 199)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 7)] * kernel_shared_ptr[((((int)threadIdx.x) / 7) * 8)]));
  int cse_v14 = ((((int)threadIdx.x) % 7) + 7);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 7)] * kernel_shared_ptr[((((int)threadIdx.x) / 7) * 8)]));
  int cse_v49 = (((((int)threadIdx.x) / 7) * 8) + 64);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 64)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 64)]));
  int cse_v50 = (((((int)threadIdx.x) / 7) * 8) + 128);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 128)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 128)]));
  int cse_v51 = (((((int)threadIdx.x) / 7) * 8) + 192);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 192)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 7)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 192)]));
  int cse_v15 = ((((int)threadIdx.x) % 7) + 14);
  int cse_v52 = (((((int)threadIdx.x) / 7) * 8) + 1);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 14)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 1)]));
  int cse_v16 = ((((int)threadIdx.x) % 7) + 21);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 1)]));
  int cse_v53 = (((((int)threadIdx.x) / 7) * 8) + 65);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 14)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 65)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 65)]));
  int cse_v54 = (((((int)threadIdx.x) / 7) * 8) + 129);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 14)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 129)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 129)]));
  int cse_v55 = (((((int)threadIdx.x) / 7) * 8) + 193);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 14)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 193)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 193)]));
  int cse_v17 = ((((int)threadIdx.x) % 7) + 28);
  int cse_v56 = (((((int)threadIdx.x) / 7) * 8) + 2);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 28)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 2)]));
  int cse_v18 = ((((int)threadIdx.x) % 7) + 35);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 35)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 2)]));
  int cse_v57 = (((((int)threadIdx.x) / 7) * 8) + 66);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 28)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 66)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 35)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 66)]));
  int cse_v58 = (((((int)threadIdx.x) / 7) * 8) + 130);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 28)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 130)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 35)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 130)]));
  int cse_v59 = (((((int)threadIdx.x) / 7) * 8) + 194);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 28)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 194)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 35)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 194)]));
  int cse_v19 = ((((int)threadIdx.x) % 7) + 42);
  int cse_v60 = (((((int)threadIdx.x) / 7) * 8) + 3);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 3)]));
  int cse_v20 = ((((int)threadIdx.x) % 7) + 49);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 49)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 3)]));
  int cse_v61 = (((((int)threadIdx.x) / 7) * 8) + 67);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 67)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 49)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 67)]));
  int cse_v62 = (((((int)threadIdx.x) / 7) * 8) + 131);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 131)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 49)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 131)]));
  int cse_v63 = (((((int)threadIdx.x) / 7) * 8) + 195);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 195)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 49)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 195)]));
  int cse_v21 = ((((int)threadIdx.x) % 7) + 56);
  int cse_v64 = (((((int)threadIdx.x) / 7) * 8) + 4);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 56)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 4)]));
  int cse_v22 = ((((int)threadIdx.x) % 7) + 63);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 4)]));
  int cse_v65 = (((((int)threadIdx.x) / 7) * 8) + 68);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 56)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 68)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 68)]));
  int cse_v66 = (((((int)threadIdx.x) / 7) * 8) + 132);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 56)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 132)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 132)]));
  int cse_v67 = (((((int)threadIdx.x) / 7) * 8) + 196);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 56)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 196)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 196)]));
  int cse_v23 = ((((int)threadIdx.x) % 7) + 70);
  int cse_v68 = (((((int)threadIdx.x) / 7) * 8) + 5);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 5)]));
  int cse_v24 = ((((int)threadIdx.x) % 7) + 77);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 5)]));
  int cse_v69 = (((((int)threadIdx.x) / 7) * 8) + 69);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 69)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 69)]));
  int cse_v70 = (((((int)threadIdx.x) / 7) * 8) + 133);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 133)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 133)]));
  int cse_v71 = (((((int)threadIdx.x) / 7) * 8) + 197);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 197)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 77)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 197)]));
  int cse_v25 = ((((int)threadIdx.x) % 7) + 84);
  int cse_v72 = (((((int)threadIdx.x) / 7) * 8) + 6);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 6)]));
  int cse_v26 = ((((int)threadIdx.x) % 7) + 91);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 6)]));
  int cse_v73 = (((((int)threadIdx.x) / 7) * 8) + 70);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 70)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 70)]));
  int cse_v74 = (((((int)threadIdx.x) / 7) * 8) + 134);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 134)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 134)]));
  int cse_v75 = (((((int)threadIdx.x) / 7) * 8) + 198);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 198)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 198)]));
  int cse_v27 = ((((int)threadIdx.x) % 7) + 98);
  int cse_v76 = (((((int)threadIdx.x) / 7) * 8) + 7);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 98)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 7)]));
  int cse_v28 = ((((int)threadIdx.x) % 7) + 105);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 7)]));
  int cse_v77 = (((((int)threadIdx.x) / 7) * 8) + 71);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 98)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 71)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 71)]));
  int cse_v78 = (((((int)threadIdx.x) / 7) * 8) + 135);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 98)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 135)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 135)]));
  int cse_v79 = (((((int)threadIdx.x) / 7) * 8) + 199);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 98)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 199)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 199)]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  int cse_v29 = ((((int)threadIdx.x) % 7) + 112);
  int cse_v80 = (((((int)threadIdx.x) / 7) * 8) + 256);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 112)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 256)]));
  int cse_v30 = ((((int)threadIdx.x) % 7) + 119);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 119)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 256)]));
  int cse_v81 = (((((int)threadIdx.x) / 7) * 8) + 320);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 112)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 320)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 119)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 320)]));
  int cse_v82 = (((((int)threadIdx.x) / 7) * 8) + 384);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 112)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 384)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 119)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 384)]));
  int cse_v83 = (((((int)threadIdx.x) / 7) * 8) + 448);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 112)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 448)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 119)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 448)]));
  int cse_v31 = ((((int)threadIdx.x) % 7) + 126);
  int cse_v84 = (((((int)threadIdx.x) / 7) * 8) + 257);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 257)]));
  int cse_v32 = ((((int)threadIdx.x) % 7) + 133);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 257)]));
  int cse_v85 = (((((int)threadIdx.x) / 7) * 8) + 321);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 321)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 321)]));
  int cse_v86 = (((((int)threadIdx.x) / 7) * 8) + 385);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 385)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 385)]));
  int cse_v87 = (((((int)threadIdx.x) / 7) * 8) + 449);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 449)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 133)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 449)]));
  int cse_v33 = ((((int)threadIdx.x) % 7) + 140);
  int cse_v88 = (((((int)threadIdx.x) / 7) * 8) + 258);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 258)]));
  int cse_v34 = ((((int)threadIdx.x) % 7) + 147);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 258)]));
  int cse_v89 = (((((int)threadIdx.x) / 7) * 8) + 322);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 322)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 322)]));
  int cse_v90 = (((((int)threadIdx.x) / 7) * 8) + 386);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 386)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 386)]));
  int cse_v91 = (((((int)threadIdx.x) / 7) * 8) + 450);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 450)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 450)]));
  int cse_v35 = ((((int)threadIdx.x) % 7) + 154);
  int cse_v92 = (((((int)threadIdx.x) / 7) * 8) + 259);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 259)]));
  int cse_v36 = ((((int)threadIdx.x) % 7) + 161);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 161)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 259)]));
  int cse_v93 = (((((int)threadIdx.x) / 7) * 8) + 323);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 323)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 161)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 323)]));
  int cse_v94 = (((((int)threadIdx.x) / 7) * 8) + 387);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 387)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 161)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 387)]));
  int cse_v95 = (((((int)threadIdx.x) / 7) * 8) + 451);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 451)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 161)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 451)]));
  int cse_v37 = ((((int)threadIdx.x) % 7) + 168);
  int cse_v96 = (((((int)threadIdx.x) / 7) * 8) + 260);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 168)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 260)]));
  int cse_v38 = ((((int)threadIdx.x) % 7) + 175);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 175)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 260)]));
  int cse_v97 = (((((int)threadIdx.x) / 7) * 8) + 324);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 168)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 324)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 175)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 324)]));
  int cse_v98 = (((((int)threadIdx.x) / 7) * 8) + 388);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 168)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 388)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 175)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 388)]));
  int cse_v99 = (((((int)threadIdx.x) / 7) * 8) + 452);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 168)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 452)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 175)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 452)]));
  int cse_v39 = ((((int)threadIdx.x) % 7) + 182);
  int cse_v100 = (((((int)threadIdx.x) / 7) * 8) + 261);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 261)]));
  int cse_v40 = ((((int)threadIdx.x) % 7) + 189);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 189)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 261)]));
  int cse_v101 = (((((int)threadIdx.x) / 7) * 8) + 325);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 325)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 189)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 325)]));
  int cse_v102 = (((((int)threadIdx.x) / 7) * 8) + 389);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 389)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 189)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 389)]));
  int cse_v103 = (((((int)threadIdx.x) / 7) * 8) + 453);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 453)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 189)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 453)]));
  int cse_v41 = ((((int)threadIdx.x) % 7) + 196);
  int cse_v104 = (((((int)threadIdx.x) / 7) * 8) + 262);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 196)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 262)]));
  int cse_v42 = ((((int)threadIdx.x) % 7) + 203);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 203)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 262)]));
  int cse_v105 = (((((int)threadIdx.x) / 7) * 8) + 326);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 196)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 326)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 203)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 326)]));
  int cse_v106 = (((((int)threadIdx.x) / 7) * 8) + 390);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 196)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 390)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 203)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 390)]));
  int cse_v107 = (((((int)threadIdx.x) / 7) * 8) + 454);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 196)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 454)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 203)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 454)]));
  int cse_v43 = ((((int)threadIdx.x) % 7) + 210);
  int cse_v108 = (((((int)threadIdx.x) / 7) * 8) + 263);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 263)]));
  int cse_v44 = ((((int)threadIdx.x) % 7) + 217);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 263)]));
  int cse_v109 = (((((int)threadIdx.x) / 7) * 8) + 327);
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 327)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 327)]));
  int cse_v110 = (((((int)threadIdx.x) / 7) * 8) + 391);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 391)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 391)]));
  int cse_v111 = (((((int)threadIdx.x) / 7) * 8) + 455);
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 455)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) + 217)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 8) + 455)]));
  int cse_v162 = (((((((int)blockIdx.x) / 14) * 6272) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)threadIdx.x) % 7) * 14)) + (((int)blockIdx.x) % 14));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 14) * 6272) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)threadIdx.x) % 7) * 14)) + (((int)blockIdx.x) % 14))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 6272) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)threadIdx.x) % 7) * 14)) + (((int)blockIdx.x) % 14)) + 98)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 6272) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)threadIdx.x) % 7) * 14)) + (((int)blockIdx.x) % 14)) + 1568)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 6272) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)threadIdx.x) % 7) * 14)) + (((int)blockIdx.x) % 14)) + 1666)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 6272) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)threadIdx.x) % 7) * 14)) + (((int)blockIdx.x) % 14)) + 3136)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 6272) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)threadIdx.x) % 7) * 14)) + (((int)blockIdx.x) % 14)) + 3234)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 6272) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)threadIdx.x) % 7) * 14)) + (((int)blockIdx.x) % 14)) + 4704)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 6272) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)threadIdx.x) % 7) * 14)) + (((int)blockIdx.x) % 14)) + 4802)] = conv2d_nchw_local_ptr[7];
}

