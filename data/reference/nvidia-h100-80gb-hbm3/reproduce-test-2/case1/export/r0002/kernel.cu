
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
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[1836];
  __shared__ alignas(64) float kernel_shared_ptr[216];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 578);
  int cse_v2 = (((int)threadIdx.x) * 3);
  int cse_v3 = (((int)blockIdx.x) / 578);
  int cse_v6 = ((((int)blockIdx.x) % 578) / 17);
  int cse_v7 = ((((int)threadIdx.x) * 3) / 34);
  int cse_v8 = ((((int)blockIdx.x) % 17) * 32);
  int cse_v9 = ((((int)threadIdx.x) * 3) % 34);
  int cse_v10 = ((((int)threadIdx.x) * 3) + 1);
  int cse_v11 = ((((int)threadIdx.x) * 3) + 2);
  int cse_v12 = ((((int)threadIdx.x) * 3) + 192);
  int cse_v13 = ((((int)threadIdx.x) * 3) + 193);
  int cse_v14 = ((((int)threadIdx.x) * 3) + 194);
  int cse_v15 = ((((int)threadIdx.x) * 3) + 384);
  int cse_v16 = ((((int)threadIdx.x) * 3) + 385);
  int cse_v17 = ((((int)threadIdx.x) * 3) + 386);
  int cse_v18 = ((((int)threadIdx.x) * 3) + 576);
  int cse_v19 = ((((int)threadIdx.x) * 3) + 577);
  int cse_v20 = ((((int)blockIdx.x) / 578) * 216);
  int cse_v25 = (((((int)blockIdx.x) % 578) / 17) * 16);
  int cse_v26 = (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) * 3) % 34));
  int cse_v27 = (((((int)blockIdx.x) % 578) / 17) * 8704);
  int cse_v28 = (((((int)threadIdx.x) * 3) + 1) / 34);
  int cse_v29 = (((((int)threadIdx.x) * 3) + 1) % 34);
  int cse_v30 = (((((int)threadIdx.x) * 3) + 2) / 34);
  int cse_v31 = (((((int)threadIdx.x) * 3) + 2) % 34);
  int cse_v32 = (((((int)threadIdx.x) * 3) + 22) % 34);
  int cse_v33 = (((((int)threadIdx.x) * 3) + 23) % 34);
  int cse_v34 = (((((int)threadIdx.x) * 3) + 24) % 34);
  int cse_v35 = (((((int)threadIdx.x) * 3) + 10) % 34);
  int cse_v36 = (((((int)threadIdx.x) * 3) + 11) % 34);
  int cse_v37 = (((((int)threadIdx.x) * 3) + 12) % 34);
  int cse_v38 = (((((int)threadIdx.x) * 3) + 576) / 34);
  int cse_v39 = (((((int)threadIdx.x) * 3) + 32) % 34);
  int cse_v40 = (((((int)threadIdx.x) * 3) + 577) / 34);
  int cse_v41 = (((((int)threadIdx.x) * 3) + 33) % 34);
  int cse_v42 = (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) * 3));
  int cse_v43 = (((((int)blockIdx.x) / 578) * 216) + ((int)threadIdx.x));
  int cse_v334 = ((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) / 34));
  int cse_v335 = ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) / 34));
  int cse_v336 = (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 1) % 34));
  int cse_v337 = ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) / 34));
  int cse_v338 = (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 2) % 34));
  int cse_v339 = (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 22) % 34));
  int cse_v340 = (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 23) % 34));
  int cse_v341 = (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 24) % 34));
  int cse_v342 = (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 10) % 34));
  int cse_v343 = (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 11) % 34));
  int cse_v344 = (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 12) % 34));
  int cse_v345 = ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 576) / 34));
  int cse_v346 = (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 32) % 34));
  int cse_v347 = ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 577) / 34));
  int cse_v348 = (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 33) % 34));
  int cse_v349 = ((((((int)blockIdx.x) / 578) * 216) + ((((int)threadIdx.x) / 9) * 27)) + (((int)threadIdx.x) % 9));
  int cse_v367 = (((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) * 3));
  int cse_v368 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) * 3) % 34));
  int cse_v370 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 1) % 34));
  int cse_v371 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 2) % 34));
  int cse_v372 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 192) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 22) % 34));
  int cse_v373 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 193) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 23) % 34));
  int cse_v374 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 194) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 24) % 34));
  int cse_v375 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 384) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 10) % 34));
  int cse_v376 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 385) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 11) % 34));
  int cse_v377 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 386) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 12) % 34));
  int cse_v378 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 576) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 32) % 34));
  int cse_v379 = ((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 577) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 33) % 34));
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) * 3) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) * 3) % 34)) < 545)) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) * 3) % 34)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
  float condval_1;
  if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 1) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 1) % 34)) < 545)) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 1) % 34)) - 545)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
  float condval_2;
  if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 2) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 2) % 34)) < 545)) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 2) % 34)) - 545)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
  float condval_3;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 22) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 22) % 34)) < 545)) {
    condval_3 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 192) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 22) % 34)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 192)] = condval_3;
  float condval_4;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 23) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 23) % 34)) < 545)) {
    condval_4 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 193) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 23) % 34)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 193)] = condval_4;
  float condval_5;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 24) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 24) % 34)) < 545)) {
    condval_5 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 194) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 24) % 34)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 194)] = condval_5;
  float condval_6;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 10) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 10) % 34)) < 545)) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 384) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 10) % 34)) - 545)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 384)] = condval_6;
  float condval_7;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 11) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 11) % 34)) < 545)) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 385) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 11) % 34)) - 545)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 385)] = condval_7;
  float condval_8;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 12) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 12) % 34)) < 545)) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 386) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 12) % 34)) - 545)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 386)] = condval_8;
  if (((int)threadIdx.x) < 12) {
    float condval_9;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 576) / 34)) < 545) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 32) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 32) % 34)) < 545)) {
      condval_9 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 576) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 32) % 34)) - 545)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 576)] = condval_9;
    float condval_10;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 577) / 34)) < 545) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 33) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 33) % 34)) < 545)) {
      condval_10 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 577) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 33) % 34)) - 545)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 577)] = condval_10;
    float condval_11;
    if ((((((int)blockIdx.x) % 578) < 561) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) * 3)))) && ((((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) * 3)) < 545)) {
      condval_11 = data_ptr[((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) * 3)) + 8703)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 578)] = condval_11;
  }
  kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((int)blockIdx.x) / 578) * 216) + ((((int)threadIdx.x) / 9) * 27)) + (((int)threadIdx.x) % 9))];
  if (((int)threadIdx.x) < 8) {
    kernel_shared_ptr[(((int)threadIdx.x) + 64)] = kernel_ptr[((((((int)blockIdx.x) / 578) * 216) + ((int)threadIdx.x)) + 190)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_12;
  if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) * 3) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) * 3) % 34)) < 545)) {
    condval_12 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) * 3) % 34)) + 295391)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 612)] = condval_12;
  float condval_13;
  if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 1) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 1) % 34)) < 545)) {
    condval_13 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 1) % 34)) + 295391)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 613)] = condval_13;
  float condval_14;
  if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 2) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 2) % 34)) < 545)) {
    condval_14 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 2) % 34)) + 295391)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 614)] = condval_14;
  float condval_15;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 22) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 22) % 34)) < 545)) {
    condval_15 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 192) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 22) % 34)) + 295391)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 804)] = condval_15;
  float condval_16;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 23) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 23) % 34)) < 545)) {
    condval_16 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 193) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 23) % 34)) + 295391)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 805)] = condval_16;
  float condval_17;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 24) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 24) % 34)) < 545)) {
    condval_17 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 194) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 24) % 34)) + 295391)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 806)] = condval_17;
  float condval_18;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 10) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 10) % 34)) < 545)) {
    condval_18 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 384) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 10) % 34)) + 295391)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 996)] = condval_18;
  float condval_19;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 11) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 11) % 34)) < 545)) {
    condval_19 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 385) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 11) % 34)) + 295391)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 997)] = condval_19;
  float condval_20;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 12) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 12) % 34)) < 545)) {
    condval_20 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 386) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 12) % 34)) + 295391)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 998)] = condval_20;
  if (((int)threadIdx.x) < 12) {
    float condval_21;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 576) / 34)) < 545) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 32) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 32) % 34)) < 545)) {
      condval_21 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 576) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 32) % 34)) + 295391)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1188)] = condval_21;
    float condval_22;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 577) / 34)) < 545) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 33) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 33) % 34)) < 545)) {
      condval_22 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 577) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 33) % 34)) + 295391)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1189)] = condval_22;
    float condval_23;
    if ((((((int)blockIdx.x) % 578) < 561) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) * 3)))) && ((((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) * 3)) < 545)) {
      condval_23 = data_ptr[((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) * 3)) + 304639)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1190)] = condval_23;
  }
  kernel_shared_ptr[(((int)threadIdx.x) + 72)] = kernel_ptr[(((((((int)blockIdx.x) / 578) * 216) + ((((int)threadIdx.x) / 9) * 27)) + (((int)threadIdx.x) % 9)) + 9)];
  if (((int)threadIdx.x) < 8) {
    kernel_shared_ptr[(((int)threadIdx.x) + 136)] = kernel_ptr[((((((int)blockIdx.x) / 578) * 216) + ((int)threadIdx.x)) + 199)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_24;
  if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + ((((int)threadIdx.x) * 3) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) * 3) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) * 3) % 34)) < 545)) {
    condval_24 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + (((((int)threadIdx.x) * 3) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) * 3) % 34)) + 591327)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1224)] = condval_24;
  float condval_25;
  if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 1) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 1) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 1) % 34)) < 545)) {
    condval_25 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 1) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 1) % 34)) + 591327)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1225)] = condval_25;
  float condval_26;
  if (((1 <= ((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 2) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 2) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 2) % 34)) < 545)) {
    condval_26 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 2) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 2) % 34)) + 591327)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1226)] = condval_26;
  float condval_27;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 22) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 22) % 34)) < 545)) {
    condval_27 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 192) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 22) % 34)) + 591327)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1416)] = condval_27;
  float condval_28;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 23) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 23) % 34)) < 545)) {
    condval_28 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 193) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 23) % 34)) + 591327)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1417)] = condval_28;
  float condval_29;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 24) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 24) % 34)) < 545)) {
    condval_29 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 194) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 24) % 34)) + 591327)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1418)] = condval_29;
  float condval_30;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 10) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 10) % 34)) < 545)) {
    condval_30 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 384) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 10) % 34)) + 591327)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1608)] = condval_30;
  float condval_31;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 11) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 11) % 34)) < 545)) {
    condval_31 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 385) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 11) % 34)) + 591327)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1609)] = condval_31;
  float condval_32;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 12) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 12) % 34)) < 545)) {
    condval_32 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 386) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 12) % 34)) + 591327)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1610)] = condval_32;
  if (((int)threadIdx.x) < 12) {
    float condval_33;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 576) / 34)) < 545) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 32) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 32) % 34)) < 545)) {
      condval_33 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 576) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 32) % 34)) + 591327)];
    } else {
      condval_33 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1800)] = condval_33;
    float condval_34;
    if (((((((((int)blockIdx.x) % 578) / 17) * 16) + (((((int)threadIdx.x) * 3) + 577) / 34)) < 545) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 33) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 3) + 33) % 34)) < 545)) {
      condval_34 = data_ptr[(((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((((int)threadIdx.x) * 3) + 577) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 3) + 33) % 34)) + 591327)];
    } else {
      condval_34 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1801)] = condval_34;
    float condval_35;
    if ((((((int)blockIdx.x) % 578) < 561) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) * 3)))) && ((((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) * 3)) < 545)) {
      condval_35 = data_ptr[((((((((int)blockIdx.x) % 578) / 17) * 8704) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) * 3)) + 600575)];
    } else {
      condval_35 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1802)] = condval_35;
  }
  kernel_shared_ptr[(((int)threadIdx.x) + 144)] = kernel_ptr[(((((((int)blockIdx.x) / 578) * 216) + ((((int)threadIdx.x) / 9) * 27)) + (((int)threadIdx.x) % 9)) + 18)];
  if (((int)threadIdx.x) < 8) {
    kernel_shared_ptr[(((int)threadIdx.x) + 208)] = kernel_ptr[((((((int)blockIdx.x) / 578) * 216) + ((int)threadIdx.x)) + 208)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v4 = (((int)threadIdx.x) & 15);
  int cse_v5 = (((int)threadIdx.x) >> 4);
  int cse_v22 = ((((int)threadIdx.x) >> 4) * 9);
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
    int cse_v21 = ((ry_1 * 34) + (((int)threadIdx.x) & 15));
    int cse_v44 = (((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((ry_1 * 34) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v45 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 16);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 16)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v46 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 272);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v47 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 288);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v350 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((ry_1 * 34) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 272)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    int cse_v48 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 34);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v49 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 50);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 50)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v50 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 306);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v51 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 322);
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 322)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 50)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 306)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 322)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    int cse_v52 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 68);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 68)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v53 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 84);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v54 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 340);
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 340)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v55 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 356);
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 356)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 68)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 84)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 340)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 356)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    int cse_v56 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 102);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 102)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v57 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 118);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 118)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v58 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 374);
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 374)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v59 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 390);
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 390)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 102)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 118)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 374)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 390)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    int cse_v60 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 136);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v61 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 152);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 152)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v62 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 408);
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 408)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v63 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 424);
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 424)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 136)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 152)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 408)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 424)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    int cse_v64 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 170);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 170)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v65 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 186);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 186)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v66 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 442);
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 442)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v67 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 458);
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 458)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 170)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 186)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 442)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 458)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    int cse_v68 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 204);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 204)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v69 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 220);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 220)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v70 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 476);
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v71 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 492);
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 492)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 204)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 220)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 476)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 492)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    int cse_v72 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 238);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 238)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v73 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 254);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 254)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v74 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 510);
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 510)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    int cse_v75 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 526);
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 526)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3))]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 238)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 254)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 510)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 526)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 36)]));
    int cse_v76 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 1);
    int cse_v351 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v77 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 17);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v78 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 273);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 273)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v79 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 289);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 289)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v352 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 17)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 273)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 289)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    int cse_v80 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 35);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v81 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 51);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 51)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v82 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 307);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 307)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v83 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 323);
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 323)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 51)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 307)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 323)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    int cse_v84 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 69);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 69)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v85 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 85);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 85)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v86 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 341);
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 341)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v87 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 357);
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 357)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 69)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 85)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 341)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 357)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    int cse_v88 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 103);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 103)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v89 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 119);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 119)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v90 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 375);
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v91 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 391);
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 391)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 103)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 119)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 375)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 391)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    int cse_v92 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 137);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 137)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v93 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 153);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 153)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v94 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 409);
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 409)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v95 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 425);
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 425)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 137)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 153)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 409)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 425)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    int cse_v96 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 171);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 171)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v97 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 187);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 187)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v98 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 443);
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 443)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v99 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 459);
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 459)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 171)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 187)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 443)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 459)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    int cse_v100 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 205);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 205)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v101 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 221);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 221)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v102 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 477);
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 477)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v103 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 493);
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 493)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 205)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 221)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 477)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 493)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    int cse_v104 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 239);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 239)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v105 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 255);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 255)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v106 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 511);
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 511)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    int cse_v107 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 527);
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 527)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 1)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 239)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 255)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 511)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 527)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 37)]));
    int cse_v108 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 2);
    int cse_v353 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v109 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 18);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v110 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 274);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 274)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v111 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 290);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 290)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v354 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 274)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 290)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    int cse_v112 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 36);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v113 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 52);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 52)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v114 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 308);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 308)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v115 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 324);
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 324)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 52)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 308)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 324)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    int cse_v116 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 70);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v117 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 86);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 86)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v118 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 342);
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 342)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v119 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 358);
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 358)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 86)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 342)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 358)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    int cse_v120 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 104);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v121 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 120);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 120)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v122 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 376);
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v123 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 392);
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 392)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 120)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 392)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    int cse_v124 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 138);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 138)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v125 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 154);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 154)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v126 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 410);
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 410)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v127 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 426);
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 426)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 138)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 154)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 410)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 426)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    int cse_v128 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 172);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 172)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v129 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 188);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 188)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v130 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 444);
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 444)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v131 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 460);
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 460)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 172)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 188)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 444)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 460)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    int cse_v132 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 206);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 206)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v133 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 222);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 222)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v134 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 478);
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 478)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v135 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 494);
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 494)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 206)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 222)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 478)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 494)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    int cse_v136 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 240);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v137 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 256);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 256)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v138 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 512);
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    int cse_v139 = (((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 528);
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 528)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 2)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 256)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1 * 34) + (((int)threadIdx.x) & 15)) + 528)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1 * 3)) + 38)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
    int cse_v23 = ((ry_1_1 * 34) + (((int)threadIdx.x) & 15));
    int cse_v140 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 612);
    int cse_v141 = (((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3));
    int cse_v355 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 612)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v142 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 628);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 628)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v143 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 884);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 884)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v144 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 900);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 900)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v356 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 612)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 628)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 884)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 900)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v145 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 646);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 646)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v146 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 662);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 662)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v147 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 918);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 918)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v148 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 934);
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 934)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 646)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 662)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 918)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 934)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v149 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 680);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v150 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 696);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 696)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v151 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 952);
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 952)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v152 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 968);
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 968)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 696)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 952)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 968)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v153 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 714);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 714)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v154 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 730);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 730)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v155 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 986);
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 986)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v156 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1002);
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1002)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 714)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 730)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 986)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1002)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v157 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 748);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 748)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v158 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 764);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 764)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v159 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1020);
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1020)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v160 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1036);
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1036)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 748)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 764)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1020)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1036)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v161 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 782);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 782)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v162 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 798);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 798)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v163 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1054);
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1054)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v164 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1070);
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1070)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 782)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 798)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1054)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1070)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v165 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 816);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 816)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v166 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 832);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 832)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v167 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1088);
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1088)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v168 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1104);
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1104)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 816)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 832)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1088)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1104)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v169 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 850);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 850)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v170 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 866);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 866)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v171 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1122);
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1122)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    int cse_v172 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1138);
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1138)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 72)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 850)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 866)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1122)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1138)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 108)]));
    int cse_v173 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 613);
    int cse_v357 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 613)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v174 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 629);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 629)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v175 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 885);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 885)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v176 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 901);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 901)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v358 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 613)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 629)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 885)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 901)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    int cse_v177 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 647);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 647)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v178 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 663);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 663)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v179 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 919);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 919)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v180 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 935);
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 935)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 647)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 663)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 919)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 935)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    int cse_v181 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 681);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 681)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v182 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 697);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 697)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v183 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 953);
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 953)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v184 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 969);
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 969)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 681)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 697)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 953)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 969)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    int cse_v185 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 715);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 715)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v186 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 731);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 731)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v187 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 987);
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 987)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v188 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1003);
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1003)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 715)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 731)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 987)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1003)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    int cse_v189 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 749);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 749)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v190 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 765);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 765)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v191 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1021);
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1021)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v192 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1037);
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1037)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 749)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 765)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1021)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1037)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    int cse_v193 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 783);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 783)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v194 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 799);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 799)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v195 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1055);
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1055)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v196 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1071);
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1071)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 783)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 799)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1055)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1071)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    int cse_v197 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 817);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 817)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v198 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 833);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 833)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v199 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1089);
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1089)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v200 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1105);
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1105)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 817)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 833)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1089)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1105)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    int cse_v201 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 851);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 851)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v202 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 867);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 867)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v203 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1123);
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1123)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    int cse_v204 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1139);
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1139)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 73)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 851)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 867)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1123)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1139)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 109)]));
    int cse_v205 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 614);
    int cse_v359 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 614)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v206 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 630);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 630)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v207 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 886);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 886)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v208 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 902);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 902)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v360 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 614)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 630)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 886)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 902)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    int cse_v209 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 648);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v210 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 664);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v211 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 920);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 920)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v212 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 936);
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 936)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 920)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 936)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    int cse_v213 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 682);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 682)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v214 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 698);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 698)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v215 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 954);
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 954)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v216 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 970);
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 970)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 682)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 698)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 954)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 970)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    int cse_v217 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 716);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 716)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v218 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 732);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 732)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v219 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 988);
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 988)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v220 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1004);
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1004)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 716)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 732)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 988)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1004)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    int cse_v221 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 750);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 750)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v222 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 766);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 766)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v223 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1022);
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1022)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v224 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1038);
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1038)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 750)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 766)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1022)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1038)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    int cse_v225 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 784);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 784)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v226 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 800);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 800)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v227 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1056);
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1056)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v228 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1072);
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1072)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 784)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 800)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1056)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1072)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    int cse_v229 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 818);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 818)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v230 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 834);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 834)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v231 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1090);
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1090)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v232 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1106);
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1106)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 818)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 834)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1090)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1106)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    int cse_v233 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 852);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 852)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v234 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 868);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 868)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v235 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1124);
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1124)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    int cse_v236 = (((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1140);
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1140)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 74)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 852)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 868)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1124)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_1 * 34) + (((int)threadIdx.x) & 15)) + 1140)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_1 * 3)) + 110)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
    int cse_v24 = ((ry_1_2 * 34) + (((int)threadIdx.x) & 15));
    int cse_v237 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1224);
    int cse_v238 = (((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3));
    int cse_v361 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1224)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v239 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1240);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v240 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1496);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1496)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v241 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1512);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v362 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1224)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1496)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    int cse_v242 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1258);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1258)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v243 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1274);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1274)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v244 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1530);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1530)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v245 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1546);
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1546)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1258)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1274)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1530)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1546)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    int cse_v246 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1292);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1292)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v247 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1308);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1308)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v248 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1564);
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1564)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v249 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1580);
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1580)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1292)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1308)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1564)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1580)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    int cse_v250 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1326);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1326)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v251 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1342);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1342)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v252 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1598);
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1598)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v253 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1614);
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1614)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1326)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1342)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1598)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1614)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    int cse_v254 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1360);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v255 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1376);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v256 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1632);
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1632)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v257 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1648);
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1632)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    int cse_v258 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1394);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1394)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v259 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1410);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1410)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v260 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1666);
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1666)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v261 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1682);
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1682)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1394)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1410)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1666)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1682)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    int cse_v262 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1428);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1428)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v263 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1444);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1444)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v264 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1700);
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1700)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v265 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1716);
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1716)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1428)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1444)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1700)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1716)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    int cse_v266 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1462);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1462)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v267 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1478);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1478)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v268 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1734);
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1734)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    int cse_v269 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1750);
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1750)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 144)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1462)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1478)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1734)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1750)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 180)]));
    int cse_v270 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1225);
    int cse_v363 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1225)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v271 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1241);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1241)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v272 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1497);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1497)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v273 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1513);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1513)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v364 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1225)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1241)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1497)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1513)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    int cse_v274 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1259);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1259)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v275 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1275);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1275)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v276 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1531);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1531)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v277 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1547);
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1547)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1259)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1275)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1531)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1547)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    int cse_v278 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1293);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1293)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v279 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1309);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1309)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v280 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1565);
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1565)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v281 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1581);
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1581)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1293)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1309)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1565)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1581)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    int cse_v282 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1327);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1327)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v283 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1343);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1343)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v284 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1599);
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1599)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v285 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1615);
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1615)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1327)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1343)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1599)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1615)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    int cse_v286 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1361);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1361)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v287 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1377);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1377)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v288 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1633);
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1633)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v289 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1649);
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1649)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1361)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1377)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1633)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1649)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    int cse_v290 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1395);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1395)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v291 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1411);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1411)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v292 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1667);
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1667)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v293 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1683);
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1683)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1395)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1411)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1667)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1683)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    int cse_v294 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1429);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1429)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v295 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1445);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1445)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v296 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1701);
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1701)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v297 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1717);
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1717)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1429)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1445)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1701)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1717)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    int cse_v298 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1463);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1463)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v299 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1479);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1479)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v300 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1735);
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1735)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    int cse_v301 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1751);
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1751)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 145)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1463)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1479)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1735)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1751)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 181)]));
    int cse_v302 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1226);
    int cse_v365 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1226)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v303 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1242);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1242)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v304 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1498);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1498)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v305 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1514);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1514)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v366 = ((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1226)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1242)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1498)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1514)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    int cse_v306 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1260);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1260)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v307 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1276);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1276)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v308 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1532);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1532)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v309 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1548);
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1548)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1260)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1276)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1532)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1548)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    int cse_v310 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1294);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1294)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v311 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1310);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1310)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v312 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1566);
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1566)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v313 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1582);
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1582)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1294)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1310)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1566)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1582)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    int cse_v314 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1328);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1328)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v315 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1344);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v316 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1600);
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1600)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v317 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1616);
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1616)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1328)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1600)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1616)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    int cse_v318 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1362);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1362)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v319 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1378);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1378)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v320 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1634);
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1634)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v321 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1650);
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1650)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1362)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1378)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1634)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1650)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    int cse_v322 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1396);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1396)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v323 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1412);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1412)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v324 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1668);
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1668)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v325 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1684);
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1684)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1396)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1412)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1668)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1684)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    int cse_v326 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1430);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1430)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v327 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1446);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1446)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v328 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1702);
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1702)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v329 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1718);
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1718)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1430)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1446)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1702)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1718)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    int cse_v330 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1464);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1464)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v331 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1480);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1480)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v332 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1736);
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1736)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    int cse_v333 = (((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1752);
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1752)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 146)]));
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1464)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1480)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1736)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_2 * 34) + (((int)threadIdx.x) & 15)) + 1752)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 9) + (ry_1_2 * 3)) + 182)]));
  }
  int cse_v369 = ((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 16)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 4352)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 4368)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1183744)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1183760)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1188096)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1188112)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 544)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 560)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 4896)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 4912)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1184288)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1184304)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1188640)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1188656)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1088)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1104)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 5440)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 5456)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1184832)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1184848)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1189184)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1189200)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1632)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1648)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 5984)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 6000)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1185376)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1185392)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1189728)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1189744)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 2176)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 2192)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 6528)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 6544)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1185920)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1185936)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1190272)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1190288)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 2720)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 2736)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 7072)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 7088)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1186464)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1186480)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1190816)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1190832)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 3264)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 3280)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 7616)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 7632)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1187008)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1187024)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1191360)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1191376)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 3808)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 3824)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 8160)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 8176)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1187552)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1187568)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1191904)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + ((((int)threadIdx.x) >> 4) * 295936)) + (((((int)blockIdx.x) % 578) / 17) * 8704)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) & 15)) + 1191920)] = conv2d_nchw_local_ptr[63];
}

