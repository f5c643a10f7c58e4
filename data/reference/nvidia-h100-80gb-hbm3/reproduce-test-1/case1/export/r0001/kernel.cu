
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
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[2592];
  __shared__ alignas(64) float kernel_shared_ptr[864];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 34);
  int cse_v2 = (((int)blockIdx.x) % 34);
  int cse_v3 = (((int)threadIdx.x) & 3);
  int cse_v4 = (((int)threadIdx.x) * 4);
  int cse_v5 = (((int)threadIdx.x) * 12);
  int cse_v8 = ((((int)blockIdx.x) / 34) * 16);
  int cse_v9 = ((((int)threadIdx.x) % 72) >> 2);
  int cse_v10 = ((((int)blockIdx.x) % 34) * 16);
  int cse_v11 = ((((int)threadIdx.x) & 3) * 4);
  int cse_v12 = ((((int)blockIdx.x) / 34) * 8704);
  int cse_v13 = ((((int)threadIdx.x) + 128) / 72);
  int cse_v18 = (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2));
  int cse_v20 = (((((int)threadIdx.x) >> 2) + 14) % 18);
  int cse_v168 = (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18));
  int cse_v205 = ((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4));
  int cse_v206 = (((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4));
  int cse_v207 = (((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 544);
  int cse_v208 = (((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 543);
  int cse_v209 = (((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 542);
  int cse_v210 = (((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4));
  int cse_v212 = ((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 544);
  int cse_v213 = ((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 543);
  int cse_v214 = ((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 542);
  int cse_v19 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) & 3) * 4));
  float condval;
  if (((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) && (1 < (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) & 3) * 4)))) {
    condval = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 4)] = condval;
  float condval_1;
  if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
    condval_1 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 544)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1)] = condval_1;
  float condval_2;
  if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
    condval_2 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 543)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2)] = condval_2;
  float condval_3;
  if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
    condval_3 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 542)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 3)] = condval_3;
  if (((int)threadIdx.x) < 88) {
    float condval_4;
    if (((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) && (1 < (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) & 3) * 4)))) {
      condval_4 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 545)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4))] = condval_4;
    float condval_5;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
      condval_5 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 544)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 1)] = condval_5;
    float condval_6;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
      condval_6 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 543)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 2)] = condval_6;
    float condval_7;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
      condval_7 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 542)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 3)] = condval_7;
  }
  if (((int)threadIdx.x) < 72) {
    int4 v_ = make_int4(((((int)threadIdx.x) * 12))+(3*0), ((((int)threadIdx.x) * 12))+(3*1), ((((int)threadIdx.x) * 12))+(3*2), ((((int)threadIdx.x) * 12))+(3*3));
    *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = make_float4(kernel_ptr[v_.x],kernel_ptr[v_.y],kernel_ptr[v_.z],kernel_ptr[v_.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v211 = (((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 541);
  int cse_v215 = ((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 541);
  float condval_8;
  if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
    condval_8 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 544)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 864)] = condval_8;
  float condval_9;
  if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
    condval_9 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 543)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 865)] = condval_9;
  float condval_10;
  if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
    condval_10 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 542)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 866)] = condval_10;
  float condval_11;
  if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
    condval_11 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 541)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 867)] = condval_11;
  if (((int)threadIdx.x) < 88) {
    float condval_12;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
      condval_12 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 544)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 864)] = condval_12;
    float condval_13;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
      condval_13 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 543)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 865)] = condval_13;
    float condval_14;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
      condval_14 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 542)];
    } else {
      condval_14 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 866)] = condval_14;
    float condval_15;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
      condval_15 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 541)];
    } else {
      condval_15 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 867)] = condval_15;
  }
  if (((int)threadIdx.x) < 72) {
    int4 v__1 = make_int4((((((int)threadIdx.x) * 12) + 1))+(3*0), (((((int)threadIdx.x) * 12) + 1))+(3*1), (((((int)threadIdx.x) * 12) + 1))+(3*2), (((((int)threadIdx.x) * 12) + 1))+(3*3));
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 288)) = make_float4(kernel_ptr[v__1.x],kernel_ptr[v__1.y],kernel_ptr[v__1.z],kernel_ptr[v__1.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_16;
  if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
    condval_16 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 543)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1728)] = condval_16;
  float condval_17;
  if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
    condval_17 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 542)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1729)] = condval_17;
  float condval_18;
  if ((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) {
    condval_18 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 541)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1730)] = condval_18;
  int cse_v21 = (((((int)blockIdx.x) % 34) * 4) + (((int)threadIdx.x) & 3));
  float condval_19;
  if (((1 <= (((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2))) && ((((((int)blockIdx.x) / 34) * 16) + ((((int)threadIdx.x) % 72) >> 2)) < 545)) && ((((((int)blockIdx.x) % 34) * 4) + (((int)threadIdx.x) & 3)) < 135)) {
    condval_19 = data_ptr[(((((((((int)threadIdx.x) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + (((((int)threadIdx.x) % 72) >> 2) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 540)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1731)] = condval_19;
  if (((int)threadIdx.x) < 88) {
    float condval_20;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
      condval_20 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 543)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 1728)] = condval_20;
    float condval_21;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
      condval_21 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 542)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 1729)] = condval_21;
    float condval_22;
    if ((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) {
      condval_22 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 541)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 1730)] = condval_22;
    float condval_23;
    if (((1 <= (((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18))) && ((((((int)blockIdx.x) / 34) * 16) + (((((int)threadIdx.x) >> 2) + 14) % 18)) < 545)) && ((((((int)blockIdx.x) % 34) * 4) + (((int)threadIdx.x) & 3)) < 135)) {
      condval_23 = data_ptr[((((((((((int)threadIdx.x) + 128) / 72) * 295936) + ((((int)blockIdx.x) / 34) * 8704)) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) & 3) * 4)) - 540)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((((int)threadIdx.x) + 128) / 72) * 288) + ((((((int)threadIdx.x) >> 2) + 14) % 18) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 1731)] = condval_23;
  }
  if (((int)threadIdx.x) < 72) {
    int4 v__2 = make_int4((((((int)threadIdx.x) * 12) + 2))+(3*0), (((((int)threadIdx.x) * 12) + 2))+(3*1), (((((int)threadIdx.x) * 12) + 2))+(3*2), (((((int)threadIdx.x) * 12) + 2))+(3*3));
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 576)) = make_float4(kernel_ptr[v__2.x],kernel_ptr[v__2.y],kernel_ptr[v__2.z],kernel_ptr[v__2.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v6 = (((int)threadIdx.x) & 15);
  int cse_v7 = (((int)threadIdx.x) >> 4);
  int cse_v15 = ((((int)threadIdx.x) >> 4) * 36);
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
    int cse_v14 = ((ry_1 * 16) + (((int)threadIdx.x) & 15));
    int cse_v22 = (((((int)threadIdx.x) >> 4) * 36) + ry_1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((ry_1 * 16) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v23 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 128);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v24 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 288);
    int cse_v169 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v25 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 416);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 416)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v26 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 576);
    int cse_v170 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v27 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 704);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 704)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v28 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 16);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 16)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v29 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 144);
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v30 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 304);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 304)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v31 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 432);
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v32 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 592);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 592)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v33 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 720);
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v34 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 32);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 32)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v35 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 160);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 160)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v36 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 320);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 320)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v37 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 448);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 448)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v38 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 608);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 608)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v39 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 736);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 736)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v40 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 48);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 48)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v41 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 176);
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 176)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v42 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 336);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v43 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 464);
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 464)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v44 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 624);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 624)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v45 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 752);
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 752)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v46 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 64);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v47 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 192);
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 192)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v48 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 352);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v49 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 480);
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 480)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v50 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 640);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 640)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v51 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 768);
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 768)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v52 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 80);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 80)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v53 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 208);
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 208)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v54 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 368);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v55 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 496);
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 496)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v56 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 656);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 656)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v57 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 784);
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 784)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v58 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 96);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 96)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v59 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 224);
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 224)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v60 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 384);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v61 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 512);
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v62 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 672);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 672)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v63 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 800);
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 800)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v64 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 112);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 112)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v65 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 240);
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 240)] * kernel_shared_ptr[(((((int)threadIdx.x) >> 4) * 36) + ry_1)]));
    int cse_v66 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 400);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 400)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v67 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 528);
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 528)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 3)]));
    int cse_v68 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 688);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 688)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v69 = (((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 816);
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 816)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 6)]));
    int cse_v171 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((ry_1 * 16) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 128)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    int cse_v172 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 416)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    int cse_v173 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 704)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 304)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 592)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 160)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 320)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 448)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 608)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 736)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 176)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 464)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 624)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 752)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 192)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 480)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 640)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 768)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 496)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 656)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 784)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 96)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 224)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 672)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 800)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 112)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 9)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 400)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 528)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 12)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 688)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 816)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 15)]));
    int cse_v174 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((ry_1 * 16) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 128)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    int cse_v175 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 416)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    int cse_v176 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 704)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 304)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 592)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 160)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 320)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 448)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 608)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 736)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 176)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 464)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 624)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 752)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 192)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 480)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 640)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 768)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 496)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 656)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 784)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 96)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 224)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 672)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 800)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 112)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 18)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 400)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 528)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 21)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 688)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 816)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 24)]));
    int cse_v177 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((ry_1 * 16) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 128)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    int cse_v178 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 416)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    int cse_v179 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 704)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 16)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 304)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 592)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 32)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 160)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 320)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 448)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 608)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 736)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 48)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 176)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 464)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 624)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 752)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 64)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 192)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 480)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 640)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 768)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 80)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 496)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 656)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 784)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 96)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 224)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 672)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 800)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 112)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 27)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 400)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 528)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 30)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 688)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1 * 16) + (((int)threadIdx.x) & 15)) + 816)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1) + 33)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
    int cse_v16 = ((ry_1_1 * 16) + (((int)threadIdx.x) & 15));
    int cse_v70 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 864);
    int cse_v71 = (((((int)threadIdx.x) >> 4) * 36) + ry_1_1);
    int cse_v180 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v72 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 992);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 992)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v73 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1152);
    int cse_v181 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v74 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1280);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1280)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v75 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1440);
    int cse_v182 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v76 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1568);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1568)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v77 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 880);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 880)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v78 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1008);
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v79 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1168);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1168)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v80 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1296);
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v81 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1456);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1456)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v82 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1584);
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v83 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 896);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 896)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v84 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1024);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1024)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v85 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1184);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1184)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v86 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1312);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1312)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v87 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1472);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1472)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v88 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1600);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1600)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v89 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 912);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 912)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v90 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1040);
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1040)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v91 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1200);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1200)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v92 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1328);
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1328)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v93 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1488);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1488)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v94 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1616);
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1616)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v95 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 928);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 928)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v96 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1056);
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1056)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v97 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1216);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1216)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v98 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1344);
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v99 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1504);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1504)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v100 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1632);
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1632)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v101 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 944);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 944)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v102 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1072);
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1072)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v103 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1232);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1232)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v104 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1360);
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v105 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1520);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1520)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v106 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1648);
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v107 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 960);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 960)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v108 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1088);
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1088)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v109 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1248);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1248)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v110 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1376);
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v111 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1536);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1536)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v112 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1664);
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v113 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 976);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 976)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v114 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1104);
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1104)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 288)]));
    int cse_v115 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1264);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1264)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v116 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1392);
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1392)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 291)]));
    int cse_v117 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1552);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1552)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v118 = (((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1680);
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 294)]));
    int cse_v183 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 992)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    int cse_v184 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1280)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    int cse_v185 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1568)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 880)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1168)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1456)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 896)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1024)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1184)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1312)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1472)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1600)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 912)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1040)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1200)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1328)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1488)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1616)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 928)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1056)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1216)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1504)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1632)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 944)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1072)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1232)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1520)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 960)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1088)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1248)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1536)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 976)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1104)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 297)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1264)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1392)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 300)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1552)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 303)]));
    int cse_v186 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 992)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    int cse_v187 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1280)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    int cse_v188 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1568)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 880)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1168)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1456)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 896)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1024)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1184)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1312)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1472)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1600)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 912)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1040)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1200)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1328)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1488)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1616)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 928)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1056)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1216)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1504)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1632)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 944)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1072)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1232)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1520)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 960)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1088)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1248)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1536)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 976)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1104)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 306)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1264)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1392)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 309)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1552)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 312)]));
    int cse_v189 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 992)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    int cse_v190 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1280)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    int cse_v191 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1568)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 880)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1168)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1456)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 896)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1024)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1184)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1312)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1472)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1600)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 912)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1040)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1200)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1328)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1488)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1616)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 928)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1056)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1216)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1344)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1504)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1632)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 944)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1072)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1232)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1360)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1520)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1648)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 960)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1088)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1248)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1376)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1536)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1664)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 976)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1104)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 315)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1264)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1392)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 318)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1552)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_1 * 16) + (((int)threadIdx.x) & 15)) + 1680)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_1) + 321)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
    int cse_v17 = ((ry_1_2 * 16) + (((int)threadIdx.x) & 15));
    int cse_v119 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1728);
    int cse_v120 = (((((int)threadIdx.x) >> 4) * 36) + ry_1_2);
    int cse_v192 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v121 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1856);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1856)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v122 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2016);
    int cse_v193 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v123 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2144);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2144)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v124 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2304);
    int cse_v194 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v125 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2432);
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2432)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v126 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1744);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1744)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v127 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1872);
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v128 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2032);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2032)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v129 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2160);
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v130 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2320);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2320)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v131 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2448);
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v132 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1760);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1760)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v133 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1888);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1888)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v134 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2048);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2048)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v135 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2176);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2176)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v136 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2336);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v137 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2464);
    conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2464)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v138 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1776);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1776)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v139 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1904);
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1904)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v140 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2064);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2064)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v141 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2192);
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2192)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v142 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2352);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v143 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2480);
    conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2480)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v144 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1792);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1792)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v145 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1920);
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1920)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v146 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2080);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2080)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v147 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2208);
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2208)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v148 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2368);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v149 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2496);
    conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2496)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v150 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1808);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1808)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v151 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1936);
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1936)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v152 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2096);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2096)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v153 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2224);
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2224)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v154 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2384);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v155 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2512);
    conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v156 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1824);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1824)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v157 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1952);
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1952)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v158 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2112);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2112)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v159 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2240);
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v160 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2400);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2400)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v161 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2528);
    conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2528)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v162 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1840);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1840)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v163 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1968);
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1968)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 576)]));
    int cse_v164 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2128);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2128)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v165 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2256);
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2256)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 579)]));
    int cse_v166 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2416);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2416)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v167 = (((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2544);
    conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2544)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 582)]));
    int cse_v195 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1856)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    int cse_v196 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2144)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    int cse_v197 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2432)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1744)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2032)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2320)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1760)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1888)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2048)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2176)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2464)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1776)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1904)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2064)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2192)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2480)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1792)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1920)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2080)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2208)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2496)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1808)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1936)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2096)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2224)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1824)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1952)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2112)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2400)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2528)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1840)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1968)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 585)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2128)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2256)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 588)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2416)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2544)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 591)]));
    int cse_v198 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1856)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    int cse_v199 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2144)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    int cse_v200 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2432)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1744)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2032)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2320)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1760)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1888)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2048)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2176)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2464)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1776)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1904)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2064)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2192)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2480)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1792)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1920)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2080)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2208)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2496)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1808)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1936)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2096)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2224)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1824)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1952)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2112)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2400)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2528)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1840)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1968)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 594)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2128)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2256)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 597)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2416)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2544)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 600)]));
    int cse_v201 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1856)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    int cse_v202 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2144)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    int cse_v203 = ((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609);
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2432)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1744)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2032)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2320)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1760)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1888)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2048)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2176)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2336)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2464)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1776)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1904)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2064)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2192)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2352)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2480)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1792)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1920)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2080)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2208)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2368)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2496)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1808)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1936)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2096)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2224)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2384)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2512)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1824)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1952)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2112)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2240)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2400)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2528)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1840)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 1968)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 603)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2128)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2256)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 606)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2416)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
    conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1_2 * 16) + (((int)threadIdx.x) & 15)) + 2544)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 4) * 36) + ry_1_2) + 609)]));
  }
  int cse_v204 = (((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15));
  conv2d_nchw_ptr[(((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 4352)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 544)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 4896)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1088)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 5440)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1632)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 5984)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2176)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 6528)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2720)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 7072)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 3264)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 7616)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 3808)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 8160)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 295936)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 300288)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 296480)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 300832)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 297024)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 301376)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 297568)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 301920)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 298112)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 302464)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 298656)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 303008)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 299200)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 303552)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 299744)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 304096)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 591872)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 596224)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 592416)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 596768)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 592960)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 597312)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 593504)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 597856)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 594048)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 598400)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 594592)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 598944)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 595136)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 599488)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 595680)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 600032)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 887808)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 892160)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 888352)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 892704)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 888896)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 893248)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 889440)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 893792)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 889984)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 894336)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 890528)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 894880)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 891072)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 895424)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 891616)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + ((((int)blockIdx.x) / 34) * 8704)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 895968)] = conv2d_nchw_local_ptr[63];
}

