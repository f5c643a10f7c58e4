
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
extern "C" __global__ void __launch_bounds__(112) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(112) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[5376];
  __shared__ alignas(64) float kernel_shared_ptr[6144];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) % 28);
  int cse_v2 = (((int)threadIdx.x) + 112);
  int cse_v3 = (((int)threadIdx.x) + 224);
  int cse_v4 = (((int)threadIdx.x) + 336);
  int cse_v6 = (((int)threadIdx.x) + 560);
  int cse_v7 = (((int)threadIdx.x) + 672);
  int cse_v8 = (((int)threadIdx.x) + 784);
  int cse_v10 = (((int)threadIdx.x) + 1008);
  int cse_v11 = (((int)threadIdx.x) + 1120);
  int cse_v12 = (((int)threadIdx.x) + 1232);
  int cse_v14 = (((int)threadIdx.x) + 1456);
  int cse_v15 = (((int)threadIdx.x) + 1568);
  int cse_v16 = (((int)threadIdx.x) + 1680);
  int cse_v17 = (((int)blockIdx.x) / 7);
  int cse_v18 = (((int)threadIdx.x) & 63);
  int cse_v19 = (((int)threadIdx.x) + 1792);
  int cse_v20 = (((int)threadIdx.x) + 1904);
  int cse_v21 = (((int)threadIdx.x) + 2016);
  int cse_v24 = ((((int)threadIdx.x) / 28) * 196);
  int cse_v25 = ((((int)blockIdx.x) % 7) * 28);
  int cse_v26 = ((((int)blockIdx.x) / 7) * 8192);
  int cse_v27 = ((((int)threadIdx.x) + 48) & 63);
  int cse_v28 = ((((int)threadIdx.x) + 32) & 63);
  int cse_v29 = ((((int)threadIdx.x) + 16) & 63);
  int cse_v33 = (((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256));
  int cse_v34 = (((((int)blockIdx.x) / 7) * 8192) + ((int)threadIdx.x));
  int cse_v40 = ((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28));
  int cse_v41 = ((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63));
  int cse_v42 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 112) >> 6) * 256));
  int cse_v43 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 224) >> 6) * 256));
  int cse_v44 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 336) >> 6) * 256));
  int cse_v45 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 560) >> 6) * 256));
  int cse_v46 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 672) >> 6) * 256));
  int cse_v47 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 784) >> 6) * 256));
  int cse_v48 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1008) >> 6) * 256));
  int cse_v49 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1120) >> 6) * 256));
  int cse_v50 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1232) >> 6) * 256));
  int cse_v51 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1456) >> 6) * 256));
  int cse_v52 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1568) >> 6) * 256));
  int cse_v53 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1680) >> 6) * 256));
  int cse_v54 = (((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1904) >> 6) * 256));
  int cse_v69 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 112) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63));
  int cse_v70 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 224) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63));
  int cse_v71 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 336) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63));
  int cse_v72 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 560) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63));
  int cse_v73 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 672) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63));
  int cse_v74 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 784) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63));
  int cse_v75 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1008) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63));
  int cse_v76 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1120) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63));
  int cse_v77 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1232) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63));
  int cse_v78 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1456) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63));
  int cse_v79 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1568) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63));
  int cse_v80 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1680) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63));
  int cse_v81 = ((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1904) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63));
  int cse_v5 = (((int)threadIdx.x) + 448);
  int cse_v9 = (((int)threadIdx.x) + 896);
  int cse_v13 = (((int)threadIdx.x) + 1344);
  pad_temp_shared_ptr[((int)threadIdx.x)] = data_ptr[((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28))];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 112)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 784)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 224)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 1568)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 336)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 2352)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 448)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 3136)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 560)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 3920)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 672)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 4704)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 784)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 5488)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 896)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 6272)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1008)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 7056)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1120)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 7840)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1232)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 8624)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1344)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 9408)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1456)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 10192)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1568)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 10976)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1680)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 11760)];
  kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 112)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 112) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 224)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 224) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 336)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 336) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 448)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63)) + 1792)];
  kernel_shared_ptr[(((int)threadIdx.x) + 560)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 560) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 672)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 672) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 784)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 784) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 896)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63)) + 3584)];
  kernel_shared_ptr[(((int)threadIdx.x) + 1008)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1008) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 1120)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1120) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 1232)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1232) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 1344)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63)) + 5376)];
  kernel_shared_ptr[(((int)threadIdx.x) + 1456)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1456) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 1568)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1568) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 1680)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1680) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63))];
  kernel_shared_ptr[(((int)threadIdx.x) + 1792)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63)) + 7168)];
  kernel_shared_ptr[(((int)threadIdx.x) + 1904)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1904) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63))];
  if (((int)threadIdx.x) < 32) {
    kernel_shared_ptr[(((int)threadIdx.x) + 2016)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + ((int)threadIdx.x)) + 7968)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1792)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 12544)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1904)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 13328)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2016)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 14112)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2128)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 14896)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2240)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 15680)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2352)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 16464)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2464)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 17248)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2576)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 18032)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2688)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 18816)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2800)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 19600)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2912)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 20384)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3024)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 21168)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3136)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 21952)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3248)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 22736)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3360)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 23520)];
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3472)] = data_ptr[(((((((int)threadIdx.x) / 28) * 196) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 24304)];
  kernel_shared_ptr[(((int)threadIdx.x) + 2048)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 2160)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 112) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 2272)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 224) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 2384)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 336) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 2496)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63)) + 1856)];
  kernel_shared_ptr[(((int)threadIdx.x) + 2608)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 560) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 2720)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 672) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 2832)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 784) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 2944)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63)) + 3648)];
  kernel_shared_ptr[(((int)threadIdx.x) + 3056)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1008) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 3168)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1120) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 3280)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1232) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 3392)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63)) + 5440)];
  kernel_shared_ptr[(((int)threadIdx.x) + 3504)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1456) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 3616)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1568) >> 6) * 256)) + ((((int)threadIdx.x) + 32) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 3728)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1680) >> 6) * 256)) + ((((int)threadIdx.x) + 16) & 63)) + 64)];
  kernel_shared_ptr[(((int)threadIdx.x) + 3840)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (((int)threadIdx.x) & 63)) + 7232)];
  kernel_shared_ptr[(((int)threadIdx.x) + 3952)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1904) >> 6) * 256)) + ((((int)threadIdx.x) + 48) & 63)) + 64)];
  if (((int)threadIdx.x) < 32) {
    kernel_shared_ptr[(((int)threadIdx.x) + 4064)] = kernel_ptr[((((((int)blockIdx.x) / 7) * 8192) + ((int)threadIdx.x)) + 8032)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v23 = (((int)threadIdx.x) / 14);
  int cse_v31 = ((((int)threadIdx.x) % 14) * 2);
  int cse_v32 = ((((int)threadIdx.x) / 14) * 64);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 2; ++rc_0_ry_0_rx_0_fused) {
    int cse_v30 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v55 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x));
    int cse_v82 = ((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28));
    __syncthreads();
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x))] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 25088)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 112)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 25872)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 224)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 26656)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 336)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 27440)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 448)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 28224)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 560)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 29008)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 672)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 29792)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 784)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 30576)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 896)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 31360)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 1008)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 32144)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 1120)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 32928)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 1232)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 33712)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 1344)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 34496)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 1456)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 35280)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 1568)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 36064)];
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1792) + ((int)threadIdx.x)) + 1680)] = data_ptr[(((((rc_0_ry_0_rx_0_fused * 12544) + ((((int)threadIdx.x) / 28) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((int)threadIdx.x) % 28)) + 36848)];
    int cse_v22 = (rc_0_ry_0_rx_0_fused * 64);
    int cse_v56 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x));
    int cse_v83 = (((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + (((int)threadIdx.x) & 63));
    kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x))] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + (((int)threadIdx.x) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 112)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 112) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 48) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 224)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 224) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 32) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 336)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 336) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 16) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 448)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + (((int)threadIdx.x) & 63)) + 1920)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 560)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 560) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 48) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 672)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 672) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 32) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 784)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 784) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 16) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 896)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + (((int)threadIdx.x) & 63)) + 3712)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 1008)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1008) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 48) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 1120)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1120) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 32) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 1232)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1232) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 16) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 1344)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + (((int)threadIdx.x) & 63)) + 5504)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 1456)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1456) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 48) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 1568)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1568) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 32) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 1680)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1680) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 16) & 63)) + 128)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 1792)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + ((((int)threadIdx.x) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + (((int)threadIdx.x) & 63)) + 7296)];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 1904)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 8192) + (((((int)threadIdx.x) + 1904) >> 6) * 256)) + (rc_0_ry_0_rx_0_fused * 64)) + ((((int)threadIdx.x) + 48) & 63)) + 128)];
    if (((int)threadIdx.x) < 32) {
      kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2048) + ((int)threadIdx.x)) + 2016)] = kernel_ptr[(((((((int)blockIdx.x) / 7) * 8192) + (rc_0_ry_0_rx_0_fused * 64)) + ((int)threadIdx.x)) + 8096)];
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 64; ++rc_1) {
      int cse_v35 = (((rc_0_ry_0_rx_0_fused * 1792) + (rc_1 * 28)) + ((((int)threadIdx.x) % 14) * 2));
      int cse_v57 = (((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused * 1792) + (rc_1 * 28)) + ((((int)threadIdx.x) % 14) * 2))] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1)]));
      int cse_v84 = ((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1) + 512);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused * 1792) + (rc_1 * 28)) + ((((int)threadIdx.x) % 14) * 2))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1) + 512)]));
      int cse_v85 = ((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1) + 1024);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused * 1792) + (rc_1 * 28)) + ((((int)threadIdx.x) % 14) * 2))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1) + 1024)]));
      int cse_v86 = ((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1) + 1536);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_0_ry_0_rx_0_fused * 1792) + (rc_1 * 28)) + ((((int)threadIdx.x) % 14) * 2))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1) + 1536)]));
      int cse_v58 = ((((rc_0_ry_0_rx_0_fused * 1792) + (rc_1 * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 1);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1792) + (rc_1 * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 1)] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1792) + (rc_1 * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1) + 512)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1792) + (rc_1 * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1) + 1024)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused * 1792) + (rc_1 * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 1)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused * 2048) + ((((int)threadIdx.x) / 14) * 64)) + rc_1) + 1536)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 64; ++rc_1_1) {
    int cse_v36 = ((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2));
    int cse_v37 = (((((int)threadIdx.x) / 14) * 64) + rc_1_1);
    int cse_v59 = (((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 3584);
    int cse_v60 = ((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 4096);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 3584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 4096)]));
    int cse_v61 = ((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 4608);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 3584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 4608)]));
    int cse_v62 = ((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 5120);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 3584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 5120)]));
    int cse_v63 = ((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 5632);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 3584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 5632)]));
    int cse_v64 = (((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 3585);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 3585)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 4096)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 3585)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 4608)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 3585)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 5120)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 3585)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_1) + 5632)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 64; ++rc_1_2) {
    int cse_v38 = ((rc_1_2 * 28) + ((((int)threadIdx.x) % 14) * 2));
    int cse_v39 = (((((int)threadIdx.x) / 14) * 64) + rc_1_2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((rc_1_2 * 28) + ((((int)threadIdx.x) % 14) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 64) + rc_1_2)]));
    int cse_v65 = ((((((int)threadIdx.x) / 14) * 64) + rc_1_2) + 512);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((rc_1_2 * 28) + ((((int)threadIdx.x) % 14) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_2) + 512)]));
    int cse_v66 = ((((((int)threadIdx.x) / 14) * 64) + rc_1_2) + 1024);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((rc_1_2 * 28) + ((((int)threadIdx.x) % 14) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_2) + 1024)]));
    int cse_v67 = ((((((int)threadIdx.x) / 14) * 64) + rc_1_2) + 1536);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((rc_1_2 * 28) + ((((int)threadIdx.x) % 14) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_2) + 1536)]));
    int cse_v68 = (((rc_1_2 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 1);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 64) + rc_1_2)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_2) + 512)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_2) + 1024)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 28) + ((((int)threadIdx.x) % 14) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 64) + rc_1_2) + 1536)]));
  }
  int cse_v87 = (((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 14) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + ((((int)threadIdx.x) % 14) * 2));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 14) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + ((((int)threadIdx.x) % 14) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 14) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 1568)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 14) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 3136)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 14) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 4704)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 14) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 14) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 1569)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 14) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 3137)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 6272) + ((((int)threadIdx.x) / 14) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + ((((int)threadIdx.x) % 14) * 2)) + 4705)] = conv2d_nchw_local_ptr[7];
}

