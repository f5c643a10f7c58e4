
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
  alignas(64) float conv2d_nchw_local_ptr[32];
  __shared__ alignas(64) float pad_temp_shared_ptr[6912];
  __shared__ alignas(64) float kernel_shared_ptr[288];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 6);
  int cse_v2 = (((int)threadIdx.x) * 3);
  int cse_v3 = (((int)threadIdx.x) + 128);
  int cse_v4 = (((int)blockIdx.x) / 578);
  int cse_v5 = (((int)threadIdx.x) * 4);
  int4 __1;
    int4 v_ = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
    int4 v__1 = make_int4(3, 3, 3, 3);
    __1.x = (v_.x%v__1.x);
    __1.y = (v_.y%v__1.y);
    __1.z = (v_.z%v__1.z);
    __1.w = (v_.w%v__1.w);
  int4 cse_v6 = __1;
  int cse_v9 = ((((int)blockIdx.x) % 578) / 34);
  int cse_v10 = ((((int)blockIdx.x) % 34) * 16);
  int cse_v11 = ((((int)threadIdx.x) % 6) * 3);
  int cse_v12 = ((((int)threadIdx.x) + 64) / 6);
  int cse_v13 = ((((int)threadIdx.x) + 128) / 6);
  int cse_v14 = ((((int)blockIdx.x) / 578) * 216);
  int cse_v15 = (((((int)blockIdx.x) % 578) / 34) * 32);
  int cse_v16 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3));
  int cse_v17 = (((((int)blockIdx.x) % 578) / 34) * 17408);
  int cse_v18 = (((((int)threadIdx.x) * 3) + 6) % 18);
  int cse_v19 = (((((int)threadIdx.x) * 3) + 7) % 18);
  int cse_v20 = (((((int)threadIdx.x) * 3) + 8) % 18);
  int cse_v21 = (((((int)threadIdx.x) * 3) + 12) % 18);
  int cse_v22 = (((((int)threadIdx.x) * 3) + 14) % 18);
  int4 __2;
    int4 v__2 = make_int4(((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216));
    int4 __3;
      int4 __4;
        int4 v__3 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
        int4 v__4 = make_int4(3, 3, 3, 3);
        __4.x = (v__3.x/v__4.x);
        __4.y = (v__3.y/v__4.y);
        __4.z = (v__3.z/v__4.z);
        __4.w = (v__3.w/v__4.w);
      int4 v__5 = make_int4(9, 9, 9, 9);
      __3.x = (__4.x*v__5.x);
      __3.y = (__4.y*v__5.y);
      __3.z = (__4.z*v__5.z);
      __3.w = (__4.w*v__5.w);
    __2.x = (v__2.x+__3.x);
    __2.y = (v__2.y+__3.y);
    __2.z = (v__2.z+__3.z);
    __2.w = (v__2.w+__3.w);
  int4 cse_v23 = __2;
  int cse_v26 = ((((((int)threadIdx.x) >> 1) + 64) % 96) / 3);
  int cse_v27 = (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18));
  int cse_v28 = (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18));
  int cse_v29 = (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 12) % 18));
  int cse_v30 = (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 14) % 18));
  int cse_v140 = ((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 96) / 3));
  int cse_v141 = (((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  int cse_v142 = (((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  int cse_v143 = ((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3));
  int cse_v144 = ((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 12) % 18));
  int cse_v145 = ((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 13) % 18));
  int cse_v146 = ((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 14) % 18));
  int cse_v147 = ((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18));
  int cse_v148 = ((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18));
  int cse_v149 = ((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18));
  int cse_v150 = ((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  int cse_v152 = (((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18));
  int cse_v153 = (((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18));
  int cse_v154 = (((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18));
  int cse_v25 = ((((((int)blockIdx.x) % 578) / 34) * 32) + (((int)threadIdx.x) / 6));
  float condval;
  if ((1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + (((int)threadIdx.x) / 6))) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)))) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
  float condval_1;
  if (1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + (((int)threadIdx.x) / 6))) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 544)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
  float condval_2;
  if ((1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + (((int)threadIdx.x) / 6))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543)) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 543)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
  float condval_3;
  if ((1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 96) / 3))) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18)))) {
    condval_3 = data_ptr[((((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 384)] = condval_3;
  float condval_4;
  if (1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 96) / 3))) {
    condval_4 = data_ptr[((((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 385)] = condval_4;
  float condval_5;
  if ((1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 96) / 3))) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545)) {
    condval_5 = data_ptr[((((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 386)] = condval_5;
  float condval_6;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 12) % 18))) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 12) % 18)) + 295391)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 768)] = condval_6;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 769)] = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 13) % 18)) + 295391)];
  float condval_7;
  if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 14) % 18)) < 545) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 14) % 18)) + 295391)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 770)] = condval_7;
  float condval_8;
  if ((1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + (((int)threadIdx.x) / 6))) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)))) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591327)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1152)] = condval_8;
  float condval_9;
  if (1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + (((int)threadIdx.x) / 6))) {
    condval_9 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591328)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1153)] = condval_9;
  float condval_10;
  if ((1 <= ((((((int)blockIdx.x) % 578) / 34) * 32) + (((int)threadIdx.x) / 6))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543)) {
    condval_10 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591329)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1154)] = condval_10;
  if (((int)threadIdx.x) < 64) {
    float condval_11;
    if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18))) {
      condval_11 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) + 591327)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1536)] = condval_11;
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1537)] = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) + 591327)];
    float condval_12;
    if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545) {
      condval_12 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) + 591327)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1538)] = condval_12;
  }
  if (((int)threadIdx.x) < 18) {
    int4 __5;
      int4 __6;
        int4 __7;
          int4 v__6 = make_int4(((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216));
          int4 __8;
            int4 __9;
              int4 v__7 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
              int4 v__8 = make_int4(3, 3, 3, 3);
              __9.x = (v__7.x/v__8.x);
              __9.y = (v__7.y/v__8.y);
              __9.z = (v__7.z/v__8.z);
              __9.w = (v__7.w/v__8.w);
            int4 v__9 = make_int4(9, 9, 9, 9);
            __8.x = (__9.x*v__9.x);
            __8.y = (__9.y*v__9.y);
            __8.z = (__9.z*v__9.z);
            __8.w = (__9.w*v__9.w);
          __7.x = (v__6.x+__8.x);
          __7.y = (v__6.y+__8.y);
          __7.z = (v__6.z+__8.z);
          __7.w = (v__6.w+__8.w);
        int4 v__10 = make_int4(0, 0, 0, 0);
        __6.x = (__7.x+v__10.x);
        __6.y = (__7.y+v__10.y);
        __6.z = (__7.z+v__10.z);
        __6.w = (__7.w+v__10.w);
      int4 __10;
        int4 v__11 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
        int4 v__12 = make_int4(3, 3, 3, 3);
        __10.x = (v__11.x%v__12.x);
        __10.y = (v__11.y%v__12.y);
        __10.z = (v__11.z%v__12.z);
        __10.w = (v__11.w%v__12.w);
      __5.x = (__6.x+__10.x);
      __5.y = (__6.y+__10.y);
      __5.z = (__6.z+__10.z);
      __5.w = (__6.w+__10.w);
    *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = make_float4(kernel_ptr[__5.x],kernel_ptr[__5.y],kernel_ptr[__5.z],kernel_ptr[__5.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_13;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3))) {
    condval_13 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 1)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1728)] = condval_13;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1729)] = data_ptr[((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3))];
  float condval_14;
  if ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543) {
    condval_14 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 1)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1730)] = condval_14;
  float condval_15;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18))) {
    condval_15 = data_ptr[((((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) - 1)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2112)] = condval_15;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2113)] = data_ptr[((((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) - 1)];
  float condval_16;
  if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545) {
    condval_16 = data_ptr[((((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) - 1)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2114)] = condval_16;
  float condval_17;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 12) % 18))) {
    condval_17 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 12) % 18)) + 295935)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2496)] = condval_17;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2497)] = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 13) % 18)) + 295935)];
  float condval_18;
  if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 14) % 18)) < 545) {
    condval_18 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 14) % 18)) + 295935)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2498)] = condval_18;
  float condval_19;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3))) {
    condval_19 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591871)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2880)] = condval_19;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2881)] = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591872)];
  float condval_20;
  if ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543) {
    condval_20 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 591873)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2882)] = condval_20;
  if (((int)threadIdx.x) < 64) {
    float condval_21;
    if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18))) {
      condval_21 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) + 591871)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 3264)] = condval_21;
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 3265)] = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) + 591871)];
    float condval_22;
    if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545) {
      condval_22 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) + 591871)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 3266)] = condval_22;
  }
  if (((int)threadIdx.x) < 18) {
    int4 __11;
      int4 __12;
        int4 __13;
          int4 v__13 = make_int4(((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216));
          int4 __14;
            int4 __15;
              int4 v__14 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
              int4 v__15 = make_int4(3, 3, 3, 3);
              __15.x = (v__14.x/v__15.x);
              __15.y = (v__14.y/v__15.y);
              __15.z = (v__14.z/v__15.z);
              __15.w = (v__14.w/v__15.w);
            int4 v__16 = make_int4(9, 9, 9, 9);
            __14.x = (__15.x*v__16.x);
            __14.y = (__15.y*v__16.y);
            __14.z = (__15.z*v__16.z);
            __14.w = (__15.w*v__16.w);
          __13.x = (v__13.x+__14.x);
          __13.y = (v__13.y+__14.y);
          __13.z = (v__13.z+__14.z);
          __13.w = (v__13.w+__14.w);
        int4 v__17 = make_int4(3, 3, 3, 3);
        __12.x = (__13.x+v__17.x);
        __12.y = (__13.y+v__17.y);
        __12.z = (__13.z+v__17.z);
        __12.w = (__13.w+v__17.w);
      int4 __16;
        int4 v__18 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
        int4 v__19 = make_int4(3, 3, 3, 3);
        __16.x = (v__18.x%v__19.x);
        __16.y = (v__18.y%v__19.y);
        __16.z = (v__18.z%v__19.z);
        __16.w = (v__18.w%v__19.w);
      __11.x = (__12.x+__16.x);
      __11.y = (__12.y+__16.y);
      __11.z = (__12.z+__16.z);
      __11.w = (__12.w+__16.w);
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 72)) = make_float4(kernel_ptr[__11.x],kernel_ptr[__11.y],kernel_ptr[__11.z],kernel_ptr[__11.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_23;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3))) {
    condval_23 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 543)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 3456)] = condval_23;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 3457)] = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 544)];
  float condval_24;
  if ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543) {
    condval_24 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 545)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 3458)] = condval_24;
  float condval_25;
  if ((((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 96) / 3)) < 543) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18)))) {
    condval_25 = data_ptr[((((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) + 543)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 3840)] = condval_25;
  float condval_26;
  if (((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 96) / 3)) < 543) {
    condval_26 = data_ptr[((((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) + 543)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 3841)] = condval_26;
  float condval_27;
  if ((((((((int)blockIdx.x) % 578) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 96) / 3)) < 543) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545)) {
    condval_27 = data_ptr[((((((((((int)threadIdx.x) + 128) / 192) * 295936) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 96) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) + 543)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 3842)] = condval_27;
  int cse_v31 = ((((((int)blockIdx.x) % 578) / 34) * 32) + ((((int)threadIdx.x) + 64) / 6));
  float condval_28;
  if ((((((((int)blockIdx.x) % 578) / 34) * 32) + ((((int)threadIdx.x) + 64) / 6)) < 543) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 12) % 18)))) {
    condval_28 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 12) % 18)) + 296479)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 4224)] = condval_28;
  float condval_29;
  if (((((((int)blockIdx.x) % 578) / 34) * 32) + ((((int)threadIdx.x) + 64) / 6)) < 543) {
    condval_29 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 13) % 18)) + 296479)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 4225)] = condval_29;
  float condval_30;
  if ((((((((int)blockIdx.x) % 578) / 34) * 32) + ((((int)threadIdx.x) + 64) / 6)) < 543) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 14) % 18)) < 545)) {
    condval_30 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 64) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 14) % 18)) + 296479)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 4226)] = condval_30;
  float condval_31;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3))) {
    condval_31 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 592415)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 4608)] = condval_31;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 4609)] = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 592416)];
  float condval_32;
  if ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543) {
    condval_32 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) + 592417)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 4610)] = condval_32;
  if (((int)threadIdx.x) < 64) {
    int cse_v32 = ((((((int)blockIdx.x) % 578) / 34) * 32) + ((((int)threadIdx.x) + 128) / 6));
    float condval_33;
    if ((((((((int)blockIdx.x) % 578) / 34) * 32) + ((((int)threadIdx.x) + 128) / 6)) < 543) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18)))) {
      condval_33 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) + 592415)];
    } else {
      condval_33 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 4992)] = condval_33;
    float condval_34;
    if (((((((int)blockIdx.x) % 578) / 34) * 32) + ((((int)threadIdx.x) + 128) / 6)) < 543) {
      condval_34 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) + 592415)];
    } else {
      condval_34 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 4993)] = condval_34;
    float condval_35;
    if ((((((((int)blockIdx.x) % 578) / 34) * 32) + ((((int)threadIdx.x) + 128) / 6)) < 543) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545)) {
      condval_35 = data_ptr[(((((((((int)blockIdx.x) % 578) / 34) * 17408) + (((((int)threadIdx.x) + 128) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) + 592415)];
    } else {
      condval_35 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 4994)] = condval_35;
  }
  if (((int)threadIdx.x) < 18) {
    int4 __17;
      int4 __18;
        int4 __19;
          int4 v__20 = make_int4(((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216), ((((int)blockIdx.x) / 578) * 216));
          int4 __20;
            int4 __21;
              int4 v__21 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
              int4 v__22 = make_int4(3, 3, 3, 3);
              __21.x = (v__21.x/v__22.x);
              __21.y = (v__21.y/v__22.y);
              __21.z = (v__21.z/v__22.z);
              __21.w = (v__21.w/v__22.w);
            int4 v__23 = make_int4(9, 9, 9, 9);
            __20.x = (__21.x*v__23.x);
            __20.y = (__21.y*v__23.y);
            __20.z = (__21.z*v__23.z);
            __20.w = (__21.w*v__23.w);
          __19.x = (v__20.x+__20.x);
          __19.y = (v__20.y+__20.y);
          __19.z = (v__20.z+__20.z);
          __19.w = (v__20.w+__20.w);
        int4 v__24 = make_int4(6, 6, 6, 6);
        __18.x = (__19.x+v__24.x);
        __18.y = (__19.y+v__24.y);
        __18.z = (__19.z+v__24.z);
        __18.w = (__19.w+v__24.w);
      int4 __22;
        int4 v__25 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
        int4 v__26 = make_int4(3, 3, 3, 3);
        __22.x = (v__25.x%v__26.x);
        __22.y = (v__25.y%v__26.y);
        __22.z = (v__25.z%v__26.z);
        __22.w = (v__25.w%v__26.w);
      __17.x = (__18.x+__22.x);
      __17.y = (__18.y+__22.y);
      __17.z = (__18.z+__22.z);
      __17.w = (__18.w+__22.w);
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 144)) = make_float4(kernel_ptr[__17.x],kernel_ptr[__17.y],kernel_ptr[__17.z],kernel_ptr[__17.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v7 = (((int)threadIdx.x) >> 4);
  int cse_v8 = (((int)threadIdx.x) & 15);
  int cse_v24 = (((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[0]));
  int cse_v33 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 144);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[0]));
  int cse_v34 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 288);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[0]));
  int cse_v35 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 432);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[0]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[36]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[36]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[36]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[36]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[9]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[9]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[9]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[9]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[45]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[45]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[45]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[45]));
  int cse_v36 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1)] * kernel_shared_ptr[1]));
  int cse_v37 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 145);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 145)] * kernel_shared_ptr[1]));
  int cse_v38 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 289);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 289)] * kernel_shared_ptr[1]));
  int cse_v39 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 433);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 433)] * kernel_shared_ptr[1]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1)] * kernel_shared_ptr[37]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 145)] * kernel_shared_ptr[37]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 289)] * kernel_shared_ptr[37]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 433)] * kernel_shared_ptr[37]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1)] * kernel_shared_ptr[10]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 145)] * kernel_shared_ptr[10]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 289)] * kernel_shared_ptr[10]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 433)] * kernel_shared_ptr[10]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1)] * kernel_shared_ptr[46]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 145)] * kernel_shared_ptr[46]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 289)] * kernel_shared_ptr[46]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 433)] * kernel_shared_ptr[46]));
  int cse_v40 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2)] * kernel_shared_ptr[2]));
  int cse_v41 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 146);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 146)] * kernel_shared_ptr[2]));
  int cse_v42 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 290);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 290)] * kernel_shared_ptr[2]));
  int cse_v43 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 434);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 434)] * kernel_shared_ptr[2]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2)] * kernel_shared_ptr[38]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 146)] * kernel_shared_ptr[38]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 290)] * kernel_shared_ptr[38]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 434)] * kernel_shared_ptr[38]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2)] * kernel_shared_ptr[11]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 146)] * kernel_shared_ptr[11]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 290)] * kernel_shared_ptr[11]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 434)] * kernel_shared_ptr[11]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2)] * kernel_shared_ptr[47]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 146)] * kernel_shared_ptr[47]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 290)] * kernel_shared_ptr[47]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 434)] * kernel_shared_ptr[47]));
  int cse_v44 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 576);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[3]));
  int cse_v45 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 720);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[3]));
  int cse_v46 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 864);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[3]));
  int cse_v47 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1008);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[3]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[39]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[39]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[39]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[39]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[12]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[12]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[12]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[12]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[48]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[48]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[48]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[48]));
  int cse_v48 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 577);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 577)] * kernel_shared_ptr[4]));
  int cse_v49 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 721);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 721)] * kernel_shared_ptr[4]));
  int cse_v50 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 865);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 865)] * kernel_shared_ptr[4]));
  int cse_v51 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1009);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1009)] * kernel_shared_ptr[4]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 577)] * kernel_shared_ptr[40]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 721)] * kernel_shared_ptr[40]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 865)] * kernel_shared_ptr[40]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1009)] * kernel_shared_ptr[40]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 577)] * kernel_shared_ptr[13]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 721)] * kernel_shared_ptr[13]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 865)] * kernel_shared_ptr[13]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1009)] * kernel_shared_ptr[13]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 577)] * kernel_shared_ptr[49]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 721)] * kernel_shared_ptr[49]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 865)] * kernel_shared_ptr[49]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1009)] * kernel_shared_ptr[49]));
  int cse_v52 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 578);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 578)] * kernel_shared_ptr[5]));
  int cse_v53 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 722);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 722)] * kernel_shared_ptr[5]));
  int cse_v54 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 866);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 866)] * kernel_shared_ptr[5]));
  int cse_v55 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1010);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1010)] * kernel_shared_ptr[5]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 578)] * kernel_shared_ptr[41]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 722)] * kernel_shared_ptr[41]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 866)] * kernel_shared_ptr[41]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1010)] * kernel_shared_ptr[41]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 578)] * kernel_shared_ptr[14]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 722)] * kernel_shared_ptr[14]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 866)] * kernel_shared_ptr[14]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1010)] * kernel_shared_ptr[14]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 578)] * kernel_shared_ptr[50]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 722)] * kernel_shared_ptr[50]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 866)] * kernel_shared_ptr[50]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1010)] * kernel_shared_ptr[50]));
  int cse_v56 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1152);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[6]));
  int cse_v57 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1296);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[6]));
  int cse_v58 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1440);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[6]));
  int cse_v59 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1584);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[6]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[42]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[42]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[42]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[42]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[15]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[15]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[15]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[15]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[51]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[51]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[51]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[51]));
  int cse_v60 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1153);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1153)] * kernel_shared_ptr[7]));
  int cse_v61 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1297);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1297)] * kernel_shared_ptr[7]));
  int cse_v62 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1441);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1441)] * kernel_shared_ptr[7]));
  int cse_v63 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1585);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1585)] * kernel_shared_ptr[7]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1153)] * kernel_shared_ptr[43]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1297)] * kernel_shared_ptr[43]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1441)] * kernel_shared_ptr[43]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1585)] * kernel_shared_ptr[43]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1153)] * kernel_shared_ptr[16]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1297)] * kernel_shared_ptr[16]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1441)] * kernel_shared_ptr[16]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1585)] * kernel_shared_ptr[16]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1153)] * kernel_shared_ptr[52]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1297)] * kernel_shared_ptr[52]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1441)] * kernel_shared_ptr[52]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1585)] * kernel_shared_ptr[52]));
  int cse_v64 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1154);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1154)] * kernel_shared_ptr[8]));
  int cse_v65 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1298);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1298)] * kernel_shared_ptr[8]));
  int cse_v66 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1442);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1442)] * kernel_shared_ptr[8]));
  int cse_v67 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1586);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1586)] * kernel_shared_ptr[8]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1154)] * kernel_shared_ptr[44]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1298)] * kernel_shared_ptr[44]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1442)] * kernel_shared_ptr[44]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1586)] * kernel_shared_ptr[44]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1154)] * kernel_shared_ptr[17]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1298)] * kernel_shared_ptr[17]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1442)] * kernel_shared_ptr[17]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1586)] * kernel_shared_ptr[17]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1154)] * kernel_shared_ptr[53]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1298)] * kernel_shared_ptr[53]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1442)] * kernel_shared_ptr[53]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1586)] * kernel_shared_ptr[53]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[18]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[18]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[18]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[18]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[54]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[54]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[54]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[54]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[27]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[27]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[27]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[27]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[63]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[63]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[63]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[63]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1)] * kernel_shared_ptr[19]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 145)] * kernel_shared_ptr[19]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 289)] * kernel_shared_ptr[19]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 433)] * kernel_shared_ptr[19]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1)] * kernel_shared_ptr[55]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 145)] * kernel_shared_ptr[55]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 289)] * kernel_shared_ptr[55]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 433)] * kernel_shared_ptr[55]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1)] * kernel_shared_ptr[28]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 145)] * kernel_shared_ptr[28]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 289)] * kernel_shared_ptr[28]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 433)] * kernel_shared_ptr[28]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1)] * kernel_shared_ptr[64]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 145)] * kernel_shared_ptr[64]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 289)] * kernel_shared_ptr[64]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 433)] * kernel_shared_ptr[64]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2)] * kernel_shared_ptr[20]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 146)] * kernel_shared_ptr[20]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 290)] * kernel_shared_ptr[20]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 434)] * kernel_shared_ptr[20]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2)] * kernel_shared_ptr[56]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 146)] * kernel_shared_ptr[56]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 290)] * kernel_shared_ptr[56]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 434)] * kernel_shared_ptr[56]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2)] * kernel_shared_ptr[29]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 146)] * kernel_shared_ptr[29]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 290)] * kernel_shared_ptr[29]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 434)] * kernel_shared_ptr[29]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2)] * kernel_shared_ptr[65]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 146)] * kernel_shared_ptr[65]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 290)] * kernel_shared_ptr[65]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 434)] * kernel_shared_ptr[65]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[21]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[21]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[21]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[21]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[57]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[57]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[57]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[57]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[30]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[30]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[30]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[30]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 576)] * kernel_shared_ptr[66]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 720)] * kernel_shared_ptr[66]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 864)] * kernel_shared_ptr[66]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1008)] * kernel_shared_ptr[66]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 577)] * kernel_shared_ptr[22]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 721)] * kernel_shared_ptr[22]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 865)] * kernel_shared_ptr[22]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1009)] * kernel_shared_ptr[22]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 577)] * kernel_shared_ptr[58]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 721)] * kernel_shared_ptr[58]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 865)] * kernel_shared_ptr[58]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1009)] * kernel_shared_ptr[58]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 577)] * kernel_shared_ptr[31]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 721)] * kernel_shared_ptr[31]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 865)] * kernel_shared_ptr[31]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1009)] * kernel_shared_ptr[31]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 577)] * kernel_shared_ptr[67]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 721)] * kernel_shared_ptr[67]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 865)] * kernel_shared_ptr[67]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1009)] * kernel_shared_ptr[67]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 578)] * kernel_shared_ptr[23]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 722)] * kernel_shared_ptr[23]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 866)] * kernel_shared_ptr[23]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1010)] * kernel_shared_ptr[23]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 578)] * kernel_shared_ptr[59]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 722)] * kernel_shared_ptr[59]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 866)] * kernel_shared_ptr[59]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1010)] * kernel_shared_ptr[59]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 578)] * kernel_shared_ptr[32]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 722)] * kernel_shared_ptr[32]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 866)] * kernel_shared_ptr[32]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1010)] * kernel_shared_ptr[32]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 578)] * kernel_shared_ptr[68]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 722)] * kernel_shared_ptr[68]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 866)] * kernel_shared_ptr[68]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1010)] * kernel_shared_ptr[68]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[24]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[24]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[24]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[24]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[60]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[60]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[60]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[60]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[33]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[33]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[33]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[33]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1152)] * kernel_shared_ptr[69]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1296)] * kernel_shared_ptr[69]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1440)] * kernel_shared_ptr[69]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1584)] * kernel_shared_ptr[69]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1153)] * kernel_shared_ptr[25]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1297)] * kernel_shared_ptr[25]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1441)] * kernel_shared_ptr[25]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1585)] * kernel_shared_ptr[25]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1153)] * kernel_shared_ptr[61]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1297)] * kernel_shared_ptr[61]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1441)] * kernel_shared_ptr[61]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1585)] * kernel_shared_ptr[61]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1153)] * kernel_shared_ptr[34]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1297)] * kernel_shared_ptr[34]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1441)] * kernel_shared_ptr[34]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1585)] * kernel_shared_ptr[34]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1153)] * kernel_shared_ptr[70]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1297)] * kernel_shared_ptr[70]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1441)] * kernel_shared_ptr[70]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1585)] * kernel_shared_ptr[70]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1154)] * kernel_shared_ptr[26]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1298)] * kernel_shared_ptr[26]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1442)] * kernel_shared_ptr[26]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1586)] * kernel_shared_ptr[26]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1154)] * kernel_shared_ptr[62]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1298)] * kernel_shared_ptr[62]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1442)] * kernel_shared_ptr[62]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1586)] * kernel_shared_ptr[62]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1154)] * kernel_shared_ptr[35]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1298)] * kernel_shared_ptr[35]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1442)] * kernel_shared_ptr[35]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1586)] * kernel_shared_ptr[35]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1154)] * kernel_shared_ptr[71]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1298)] * kernel_shared_ptr[71]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1442)] * kernel_shared_ptr[71]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1586)] * kernel_shared_ptr[71]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  int cse_v68 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1728);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[72]));
  int cse_v69 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1872);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[72]));
  int cse_v70 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2016);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[72]));
  int cse_v71 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2160);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[72]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[108]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[108]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[108]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[108]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[81]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[81]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[81]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[81]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[117]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[117]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[117]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[117]));
  int cse_v72 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1729);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1729)] * kernel_shared_ptr[73]));
  int cse_v73 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1873);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1873)] * kernel_shared_ptr[73]));
  int cse_v74 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2017);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2017)] * kernel_shared_ptr[73]));
  int cse_v75 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2161);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2161)] * kernel_shared_ptr[73]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1729)] * kernel_shared_ptr[109]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1873)] * kernel_shared_ptr[109]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2017)] * kernel_shared_ptr[109]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2161)] * kernel_shared_ptr[109]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1729)] * kernel_shared_ptr[82]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1873)] * kernel_shared_ptr[82]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2017)] * kernel_shared_ptr[82]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2161)] * kernel_shared_ptr[82]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1729)] * kernel_shared_ptr[118]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1873)] * kernel_shared_ptr[118]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2017)] * kernel_shared_ptr[118]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2161)] * kernel_shared_ptr[118]));
  int cse_v76 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1730);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1730)] * kernel_shared_ptr[74]));
  int cse_v77 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1874);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1874)] * kernel_shared_ptr[74]));
  int cse_v78 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2018);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2018)] * kernel_shared_ptr[74]));
  int cse_v79 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2162);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2162)] * kernel_shared_ptr[74]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1730)] * kernel_shared_ptr[110]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1874)] * kernel_shared_ptr[110]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2018)] * kernel_shared_ptr[110]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2162)] * kernel_shared_ptr[110]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1730)] * kernel_shared_ptr[83]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1874)] * kernel_shared_ptr[83]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2018)] * kernel_shared_ptr[83]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2162)] * kernel_shared_ptr[83]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1730)] * kernel_shared_ptr[119]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1874)] * kernel_shared_ptr[119]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2018)] * kernel_shared_ptr[119]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2162)] * kernel_shared_ptr[119]));
  int cse_v80 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2304);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[75]));
  int cse_v81 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2448);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[75]));
  int cse_v82 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2592);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2592)] * kernel_shared_ptr[75]));
  int cse_v83 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2736);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2736)] * kernel_shared_ptr[75]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[111]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[111]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2592)] * kernel_shared_ptr[111]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2736)] * kernel_shared_ptr[111]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[84]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[84]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2592)] * kernel_shared_ptr[84]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2736)] * kernel_shared_ptr[84]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[120]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[120]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2592)] * kernel_shared_ptr[120]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2736)] * kernel_shared_ptr[120]));
  int cse_v84 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2305);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2305)] * kernel_shared_ptr[76]));
  int cse_v85 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2449);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2449)] * kernel_shared_ptr[76]));
  int cse_v86 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2593);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2593)] * kernel_shared_ptr[76]));
  int cse_v87 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2737);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2737)] * kernel_shared_ptr[76]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2305)] * kernel_shared_ptr[112]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2449)] * kernel_shared_ptr[112]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2593)] * kernel_shared_ptr[112]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2737)] * kernel_shared_ptr[112]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2305)] * kernel_shared_ptr[85]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2449)] * kernel_shared_ptr[85]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2593)] * kernel_shared_ptr[85]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2737)] * kernel_shared_ptr[85]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2305)] * kernel_shared_ptr[121]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2449)] * kernel_shared_ptr[121]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2593)] * kernel_shared_ptr[121]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2737)] * kernel_shared_ptr[121]));
  int cse_v88 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2306);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2306)] * kernel_shared_ptr[77]));
  int cse_v89 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2450);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2450)] * kernel_shared_ptr[77]));
  int cse_v90 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2594);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2594)] * kernel_shared_ptr[77]));
  int cse_v91 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2738);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2738)] * kernel_shared_ptr[77]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2306)] * kernel_shared_ptr[113]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2450)] * kernel_shared_ptr[113]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2594)] * kernel_shared_ptr[113]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2738)] * kernel_shared_ptr[113]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2306)] * kernel_shared_ptr[86]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2450)] * kernel_shared_ptr[86]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2594)] * kernel_shared_ptr[86]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2738)] * kernel_shared_ptr[86]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2306)] * kernel_shared_ptr[122]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2450)] * kernel_shared_ptr[122]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2594)] * kernel_shared_ptr[122]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2738)] * kernel_shared_ptr[122]));
  int cse_v92 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2880);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2880)] * kernel_shared_ptr[78]));
  int cse_v93 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3024);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3024)] * kernel_shared_ptr[78]));
  int cse_v94 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3168);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3168)] * kernel_shared_ptr[78]));
  int cse_v95 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3312);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3312)] * kernel_shared_ptr[78]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2880)] * kernel_shared_ptr[114]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3024)] * kernel_shared_ptr[114]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3168)] * kernel_shared_ptr[114]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3312)] * kernel_shared_ptr[114]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2880)] * kernel_shared_ptr[87]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3024)] * kernel_shared_ptr[87]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3168)] * kernel_shared_ptr[87]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3312)] * kernel_shared_ptr[87]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2880)] * kernel_shared_ptr[123]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3024)] * kernel_shared_ptr[123]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3168)] * kernel_shared_ptr[123]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3312)] * kernel_shared_ptr[123]));
  int cse_v96 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2881);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2881)] * kernel_shared_ptr[79]));
  int cse_v97 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3025);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3025)] * kernel_shared_ptr[79]));
  int cse_v98 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3169);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3169)] * kernel_shared_ptr[79]));
  int cse_v99 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3313);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3313)] * kernel_shared_ptr[79]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2881)] * kernel_shared_ptr[115]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3025)] * kernel_shared_ptr[115]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3169)] * kernel_shared_ptr[115]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3313)] * kernel_shared_ptr[115]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2881)] * kernel_shared_ptr[88]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3025)] * kernel_shared_ptr[88]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3169)] * kernel_shared_ptr[88]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3313)] * kernel_shared_ptr[88]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2881)] * kernel_shared_ptr[124]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3025)] * kernel_shared_ptr[124]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3169)] * kernel_shared_ptr[124]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3313)] * kernel_shared_ptr[124]));
  int cse_v100 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2882);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2882)] * kernel_shared_ptr[80]));
  int cse_v101 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3026);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3026)] * kernel_shared_ptr[80]));
  int cse_v102 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3170);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3170)] * kernel_shared_ptr[80]));
  int cse_v103 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3314);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3314)] * kernel_shared_ptr[80]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2882)] * kernel_shared_ptr[116]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3026)] * kernel_shared_ptr[116]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3170)] * kernel_shared_ptr[116]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3314)] * kernel_shared_ptr[116]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2882)] * kernel_shared_ptr[89]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3026)] * kernel_shared_ptr[89]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3170)] * kernel_shared_ptr[89]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3314)] * kernel_shared_ptr[89]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2882)] * kernel_shared_ptr[125]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3026)] * kernel_shared_ptr[125]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3170)] * kernel_shared_ptr[125]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3314)] * kernel_shared_ptr[125]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[90]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[90]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[90]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[90]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[126]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[126]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[126]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[126]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[99]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[99]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[99]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[99]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1728)] * kernel_shared_ptr[135]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1872)] * kernel_shared_ptr[135]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2016)] * kernel_shared_ptr[135]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2160)] * kernel_shared_ptr[135]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1729)] * kernel_shared_ptr[91]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1873)] * kernel_shared_ptr[91]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2017)] * kernel_shared_ptr[91]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2161)] * kernel_shared_ptr[91]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1729)] * kernel_shared_ptr[127]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1873)] * kernel_shared_ptr[127]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2017)] * kernel_shared_ptr[127]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2161)] * kernel_shared_ptr[127]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1729)] * kernel_shared_ptr[100]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1873)] * kernel_shared_ptr[100]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2017)] * kernel_shared_ptr[100]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2161)] * kernel_shared_ptr[100]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1729)] * kernel_shared_ptr[136]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1873)] * kernel_shared_ptr[136]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2017)] * kernel_shared_ptr[136]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2161)] * kernel_shared_ptr[136]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1730)] * kernel_shared_ptr[92]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1874)] * kernel_shared_ptr[92]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2018)] * kernel_shared_ptr[92]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2162)] * kernel_shared_ptr[92]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1730)] * kernel_shared_ptr[128]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1874)] * kernel_shared_ptr[128]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2018)] * kernel_shared_ptr[128]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2162)] * kernel_shared_ptr[128]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1730)] * kernel_shared_ptr[101]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1874)] * kernel_shared_ptr[101]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2018)] * kernel_shared_ptr[101]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2162)] * kernel_shared_ptr[101]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1730)] * kernel_shared_ptr[137]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 1874)] * kernel_shared_ptr[137]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2018)] * kernel_shared_ptr[137]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2162)] * kernel_shared_ptr[137]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[93]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[93]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2592)] * kernel_shared_ptr[93]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2736)] * kernel_shared_ptr[93]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[129]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[129]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2592)] * kernel_shared_ptr[129]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2736)] * kernel_shared_ptr[129]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[102]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[102]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2592)] * kernel_shared_ptr[102]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2736)] * kernel_shared_ptr[102]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2304)] * kernel_shared_ptr[138]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2448)] * kernel_shared_ptr[138]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2592)] * kernel_shared_ptr[138]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2736)] * kernel_shared_ptr[138]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2305)] * kernel_shared_ptr[94]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2449)] * kernel_shared_ptr[94]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2593)] * kernel_shared_ptr[94]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2737)] * kernel_shared_ptr[94]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2305)] * kernel_shared_ptr[130]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2449)] * kernel_shared_ptr[130]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2593)] * kernel_shared_ptr[130]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2737)] * kernel_shared_ptr[130]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2305)] * kernel_shared_ptr[103]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2449)] * kernel_shared_ptr[103]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2593)] * kernel_shared_ptr[103]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2737)] * kernel_shared_ptr[103]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2305)] * kernel_shared_ptr[139]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2449)] * kernel_shared_ptr[139]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2593)] * kernel_shared_ptr[139]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2737)] * kernel_shared_ptr[139]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2306)] * kernel_shared_ptr[95]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2450)] * kernel_shared_ptr[95]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2594)] * kernel_shared_ptr[95]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2738)] * kernel_shared_ptr[95]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2306)] * kernel_shared_ptr[131]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2450)] * kernel_shared_ptr[131]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2594)] * kernel_shared_ptr[131]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2738)] * kernel_shared_ptr[131]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2306)] * kernel_shared_ptr[104]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2450)] * kernel_shared_ptr[104]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2594)] * kernel_shared_ptr[104]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2738)] * kernel_shared_ptr[104]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2306)] * kernel_shared_ptr[140]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2450)] * kernel_shared_ptr[140]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2594)] * kernel_shared_ptr[140]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2738)] * kernel_shared_ptr[140]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2880)] * kernel_shared_ptr[96]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3024)] * kernel_shared_ptr[96]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3168)] * kernel_shared_ptr[96]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3312)] * kernel_shared_ptr[96]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2880)] * kernel_shared_ptr[132]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3024)] * kernel_shared_ptr[132]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3168)] * kernel_shared_ptr[132]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3312)] * kernel_shared_ptr[132]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2880)] * kernel_shared_ptr[105]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3024)] * kernel_shared_ptr[105]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3168)] * kernel_shared_ptr[105]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3312)] * kernel_shared_ptr[105]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2880)] * kernel_shared_ptr[141]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3024)] * kernel_shared_ptr[141]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3168)] * kernel_shared_ptr[141]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3312)] * kernel_shared_ptr[141]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2881)] * kernel_shared_ptr[97]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3025)] * kernel_shared_ptr[97]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3169)] * kernel_shared_ptr[97]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3313)] * kernel_shared_ptr[97]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2881)] * kernel_shared_ptr[133]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3025)] * kernel_shared_ptr[133]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3169)] * kernel_shared_ptr[133]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3313)] * kernel_shared_ptr[133]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2881)] * kernel_shared_ptr[106]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3025)] * kernel_shared_ptr[106]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3169)] * kernel_shared_ptr[106]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3313)] * kernel_shared_ptr[106]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2881)] * kernel_shared_ptr[142]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3025)] * kernel_shared_ptr[142]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3169)] * kernel_shared_ptr[142]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3313)] * kernel_shared_ptr[142]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2882)] * kernel_shared_ptr[98]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3026)] * kernel_shared_ptr[98]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3170)] * kernel_shared_ptr[98]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3314)] * kernel_shared_ptr[98]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2882)] * kernel_shared_ptr[134]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3026)] * kernel_shared_ptr[134]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3170)] * kernel_shared_ptr[134]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3314)] * kernel_shared_ptr[134]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2882)] * kernel_shared_ptr[107]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3026)] * kernel_shared_ptr[107]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3170)] * kernel_shared_ptr[107]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3314)] * kernel_shared_ptr[107]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 2882)] * kernel_shared_ptr[143]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3026)] * kernel_shared_ptr[143]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3170)] * kernel_shared_ptr[143]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3314)] * kernel_shared_ptr[143]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  int cse_v104 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3456);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3456)] * kernel_shared_ptr[144]));
  int cse_v105 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3600);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3600)] * kernel_shared_ptr[144]));
  int cse_v106 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3744);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3744)] * kernel_shared_ptr[144]));
  int cse_v107 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3888);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3888)] * kernel_shared_ptr[144]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3456)] * kernel_shared_ptr[180]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3600)] * kernel_shared_ptr[180]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3744)] * kernel_shared_ptr[180]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3888)] * kernel_shared_ptr[180]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3456)] * kernel_shared_ptr[153]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3600)] * kernel_shared_ptr[153]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3744)] * kernel_shared_ptr[153]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3888)] * kernel_shared_ptr[153]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3456)] * kernel_shared_ptr[189]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3600)] * kernel_shared_ptr[189]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3744)] * kernel_shared_ptr[189]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3888)] * kernel_shared_ptr[189]));
  int cse_v108 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3457);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3457)] * kernel_shared_ptr[145]));
  int cse_v109 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3601);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3601)] * kernel_shared_ptr[145]));
  int cse_v110 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3745);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3745)] * kernel_shared_ptr[145]));
  int cse_v111 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3889);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3889)] * kernel_shared_ptr[145]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3457)] * kernel_shared_ptr[181]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3601)] * kernel_shared_ptr[181]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3745)] * kernel_shared_ptr[181]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3889)] * kernel_shared_ptr[181]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3457)] * kernel_shared_ptr[154]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3601)] * kernel_shared_ptr[154]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3745)] * kernel_shared_ptr[154]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3889)] * kernel_shared_ptr[154]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3457)] * kernel_shared_ptr[190]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3601)] * kernel_shared_ptr[190]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3745)] * kernel_shared_ptr[190]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3889)] * kernel_shared_ptr[190]));
  int cse_v112 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3458);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3458)] * kernel_shared_ptr[146]));
  int cse_v113 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3602);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3602)] * kernel_shared_ptr[146]));
  int cse_v114 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3746);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3746)] * kernel_shared_ptr[146]));
  int cse_v115 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3890);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3890)] * kernel_shared_ptr[146]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3458)] * kernel_shared_ptr[182]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3602)] * kernel_shared_ptr[182]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3746)] * kernel_shared_ptr[182]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3890)] * kernel_shared_ptr[182]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3458)] * kernel_shared_ptr[155]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3602)] * kernel_shared_ptr[155]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3746)] * kernel_shared_ptr[155]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3890)] * kernel_shared_ptr[155]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3458)] * kernel_shared_ptr[191]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3602)] * kernel_shared_ptr[191]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3746)] * kernel_shared_ptr[191]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3890)] * kernel_shared_ptr[191]));
  int cse_v116 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4032);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4032)] * kernel_shared_ptr[147]));
  int cse_v117 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4176);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4176)] * kernel_shared_ptr[147]));
  int cse_v118 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4320);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4320)] * kernel_shared_ptr[147]));
  int cse_v119 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4464);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4464)] * kernel_shared_ptr[147]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4032)] * kernel_shared_ptr[183]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4176)] * kernel_shared_ptr[183]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4320)] * kernel_shared_ptr[183]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4464)] * kernel_shared_ptr[183]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4032)] * kernel_shared_ptr[156]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4176)] * kernel_shared_ptr[156]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4320)] * kernel_shared_ptr[156]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4464)] * kernel_shared_ptr[156]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4032)] * kernel_shared_ptr[192]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4176)] * kernel_shared_ptr[192]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4320)] * kernel_shared_ptr[192]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4464)] * kernel_shared_ptr[192]));
  int cse_v120 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4033);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4033)] * kernel_shared_ptr[148]));
  int cse_v121 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4177);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4177)] * kernel_shared_ptr[148]));
  int cse_v122 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4321);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4321)] * kernel_shared_ptr[148]));
  int cse_v123 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4465);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4465)] * kernel_shared_ptr[148]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4033)] * kernel_shared_ptr[184]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4177)] * kernel_shared_ptr[184]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4321)] * kernel_shared_ptr[184]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4465)] * kernel_shared_ptr[184]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4033)] * kernel_shared_ptr[157]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4177)] * kernel_shared_ptr[157]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4321)] * kernel_shared_ptr[157]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4465)] * kernel_shared_ptr[157]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4033)] * kernel_shared_ptr[193]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4177)] * kernel_shared_ptr[193]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4321)] * kernel_shared_ptr[193]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4465)] * kernel_shared_ptr[193]));
  int cse_v124 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4034);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4034)] * kernel_shared_ptr[149]));
  int cse_v125 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4178);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4178)] * kernel_shared_ptr[149]));
  int cse_v126 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4322);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4322)] * kernel_shared_ptr[149]));
  int cse_v127 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4466);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4466)] * kernel_shared_ptr[149]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4034)] * kernel_shared_ptr[185]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4178)] * kernel_shared_ptr[185]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4322)] * kernel_shared_ptr[185]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4466)] * kernel_shared_ptr[185]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4034)] * kernel_shared_ptr[158]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4178)] * kernel_shared_ptr[158]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4322)] * kernel_shared_ptr[158]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4466)] * kernel_shared_ptr[158]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4034)] * kernel_shared_ptr[194]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4178)] * kernel_shared_ptr[194]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4322)] * kernel_shared_ptr[194]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4466)] * kernel_shared_ptr[194]));
  int cse_v128 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4608);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4608)] * kernel_shared_ptr[150]));
  int cse_v129 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4752);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4752)] * kernel_shared_ptr[150]));
  int cse_v130 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4896);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4896)] * kernel_shared_ptr[150]));
  int cse_v131 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5040);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5040)] * kernel_shared_ptr[150]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4608)] * kernel_shared_ptr[186]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4752)] * kernel_shared_ptr[186]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4896)] * kernel_shared_ptr[186]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5040)] * kernel_shared_ptr[186]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4608)] * kernel_shared_ptr[159]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4752)] * kernel_shared_ptr[159]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4896)] * kernel_shared_ptr[159]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5040)] * kernel_shared_ptr[159]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4608)] * kernel_shared_ptr[195]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4752)] * kernel_shared_ptr[195]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4896)] * kernel_shared_ptr[195]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5040)] * kernel_shared_ptr[195]));
  int cse_v132 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4609);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4609)] * kernel_shared_ptr[151]));
  int cse_v133 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4753);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4753)] * kernel_shared_ptr[151]));
  int cse_v134 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4897);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4897)] * kernel_shared_ptr[151]));
  int cse_v135 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5041);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5041)] * kernel_shared_ptr[151]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4609)] * kernel_shared_ptr[187]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4753)] * kernel_shared_ptr[187]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4897)] * kernel_shared_ptr[187]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5041)] * kernel_shared_ptr[187]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4609)] * kernel_shared_ptr[160]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4753)] * kernel_shared_ptr[160]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4897)] * kernel_shared_ptr[160]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5041)] * kernel_shared_ptr[160]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4609)] * kernel_shared_ptr[196]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4753)] * kernel_shared_ptr[196]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4897)] * kernel_shared_ptr[196]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5041)] * kernel_shared_ptr[196]));
  int cse_v136 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4610);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4610)] * kernel_shared_ptr[152]));
  int cse_v137 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4754);
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4754)] * kernel_shared_ptr[152]));
  int cse_v138 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4898);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4898)] * kernel_shared_ptr[152]));
  int cse_v139 = ((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5042);
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5042)] * kernel_shared_ptr[152]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4610)] * kernel_shared_ptr[188]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4754)] * kernel_shared_ptr[188]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4898)] * kernel_shared_ptr[188]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5042)] * kernel_shared_ptr[188]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4610)] * kernel_shared_ptr[161]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4754)] * kernel_shared_ptr[161]));
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4898)] * kernel_shared_ptr[161]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5042)] * kernel_shared_ptr[161]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4610)] * kernel_shared_ptr[197]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4754)] * kernel_shared_ptr[197]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4898)] * kernel_shared_ptr[197]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5042)] * kernel_shared_ptr[197]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3456)] * kernel_shared_ptr[162]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3600)] * kernel_shared_ptr[162]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3744)] * kernel_shared_ptr[162]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3888)] * kernel_shared_ptr[162]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3456)] * kernel_shared_ptr[198]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3600)] * kernel_shared_ptr[198]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3744)] * kernel_shared_ptr[198]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3888)] * kernel_shared_ptr[198]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3456)] * kernel_shared_ptr[171]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3600)] * kernel_shared_ptr[171]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3744)] * kernel_shared_ptr[171]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3888)] * kernel_shared_ptr[171]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3456)] * kernel_shared_ptr[207]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3600)] * kernel_shared_ptr[207]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3744)] * kernel_shared_ptr[207]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3888)] * kernel_shared_ptr[207]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3457)] * kernel_shared_ptr[163]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3601)] * kernel_shared_ptr[163]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3745)] * kernel_shared_ptr[163]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3889)] * kernel_shared_ptr[163]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3457)] * kernel_shared_ptr[199]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3601)] * kernel_shared_ptr[199]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3745)] * kernel_shared_ptr[199]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3889)] * kernel_shared_ptr[199]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3457)] * kernel_shared_ptr[172]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3601)] * kernel_shared_ptr[172]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3745)] * kernel_shared_ptr[172]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3889)] * kernel_shared_ptr[172]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3457)] * kernel_shared_ptr[208]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3601)] * kernel_shared_ptr[208]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3745)] * kernel_shared_ptr[208]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3889)] * kernel_shared_ptr[208]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3458)] * kernel_shared_ptr[164]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3602)] * kernel_shared_ptr[164]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3746)] * kernel_shared_ptr[164]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3890)] * kernel_shared_ptr[164]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3458)] * kernel_shared_ptr[200]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3602)] * kernel_shared_ptr[200]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3746)] * kernel_shared_ptr[200]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3890)] * kernel_shared_ptr[200]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3458)] * kernel_shared_ptr[173]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3602)] * kernel_shared_ptr[173]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3746)] * kernel_shared_ptr[173]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3890)] * kernel_shared_ptr[173]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3458)] * kernel_shared_ptr[209]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3602)] * kernel_shared_ptr[209]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3746)] * kernel_shared_ptr[209]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 3890)] * kernel_shared_ptr[209]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4032)] * kernel_shared_ptr[165]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4176)] * kernel_shared_ptr[165]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4320)] * kernel_shared_ptr[165]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4464)] * kernel_shared_ptr[165]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4032)] * kernel_shared_ptr[201]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4176)] * kernel_shared_ptr[201]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4320)] * kernel_shared_ptr[201]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4464)] * kernel_shared_ptr[201]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4032)] * kernel_shared_ptr[174]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4176)] * kernel_shared_ptr[174]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4320)] * kernel_shared_ptr[174]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4464)] * kernel_shared_ptr[174]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4032)] * kernel_shared_ptr[210]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4176)] * kernel_shared_ptr[210]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4320)] * kernel_shared_ptr[210]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4464)] * kernel_shared_ptr[210]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4033)] * kernel_shared_ptr[166]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4177)] * kernel_shared_ptr[166]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4321)] * kernel_shared_ptr[166]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4465)] * kernel_shared_ptr[166]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4033)] * kernel_shared_ptr[202]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4177)] * kernel_shared_ptr[202]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4321)] * kernel_shared_ptr[202]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4465)] * kernel_shared_ptr[202]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4033)] * kernel_shared_ptr[175]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4177)] * kernel_shared_ptr[175]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4321)] * kernel_shared_ptr[175]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4465)] * kernel_shared_ptr[175]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4033)] * kernel_shared_ptr[211]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4177)] * kernel_shared_ptr[211]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4321)] * kernel_shared_ptr[211]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4465)] * kernel_shared_ptr[211]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4034)] * kernel_shared_ptr[167]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4178)] * kernel_shared_ptr[167]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4322)] * kernel_shared_ptr[167]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4466)] * kernel_shared_ptr[167]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4034)] * kernel_shared_ptr[203]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4178)] * kernel_shared_ptr[203]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4322)] * kernel_shared_ptr[203]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4466)] * kernel_shared_ptr[203]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4034)] * kernel_shared_ptr[176]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4178)] * kernel_shared_ptr[176]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4322)] * kernel_shared_ptr[176]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4466)] * kernel_shared_ptr[176]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4034)] * kernel_shared_ptr[212]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4178)] * kernel_shared_ptr[212]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4322)] * kernel_shared_ptr[212]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4466)] * kernel_shared_ptr[212]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4608)] * kernel_shared_ptr[168]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4752)] * kernel_shared_ptr[168]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4896)] * kernel_shared_ptr[168]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5040)] * kernel_shared_ptr[168]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4608)] * kernel_shared_ptr[204]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4752)] * kernel_shared_ptr[204]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4896)] * kernel_shared_ptr[204]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5040)] * kernel_shared_ptr[204]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4608)] * kernel_shared_ptr[177]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4752)] * kernel_shared_ptr[177]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4896)] * kernel_shared_ptr[177]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5040)] * kernel_shared_ptr[177]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4608)] * kernel_shared_ptr[213]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4752)] * kernel_shared_ptr[213]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4896)] * kernel_shared_ptr[213]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5040)] * kernel_shared_ptr[213]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4609)] * kernel_shared_ptr[169]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4753)] * kernel_shared_ptr[169]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4897)] * kernel_shared_ptr[169]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5041)] * kernel_shared_ptr[169]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4609)] * kernel_shared_ptr[205]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4753)] * kernel_shared_ptr[205]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4897)] * kernel_shared_ptr[205]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5041)] * kernel_shared_ptr[205]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4609)] * kernel_shared_ptr[178]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4753)] * kernel_shared_ptr[178]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4897)] * kernel_shared_ptr[178]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5041)] * kernel_shared_ptr[178]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4609)] * kernel_shared_ptr[214]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4753)] * kernel_shared_ptr[214]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4897)] * kernel_shared_ptr[214]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5041)] * kernel_shared_ptr[214]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4610)] * kernel_shared_ptr[170]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4754)] * kernel_shared_ptr[170]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4898)] * kernel_shared_ptr[170]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5042)] * kernel_shared_ptr[170]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4610)] * kernel_shared_ptr[206]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4754)] * kernel_shared_ptr[206]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4898)] * kernel_shared_ptr[206]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5042)] * kernel_shared_ptr[206]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4610)] * kernel_shared_ptr[179]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4754)] * kernel_shared_ptr[179]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4898)] * kernel_shared_ptr[179]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5042)] * kernel_shared_ptr[179]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4610)] * kernel_shared_ptr[215]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4754)] * kernel_shared_ptr[215]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 4898)] * kernel_shared_ptr[215]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 4) * 18) + (((int)threadIdx.x) & 15)) + 5042)] * kernel_shared_ptr[215]));
  int cse_v151 = ((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 4352)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 8704)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 13056)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1183744)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1188096)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1192448)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1196800)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 295936)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 300288)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 304640)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 308992)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1479680)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1484032)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1488384)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1492736)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 591872)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 596224)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 600576)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 604928)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1775616)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1779968)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1784320)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1788672)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 887808)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 892160)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 896512)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 900864)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2071552)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2075904)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2080256)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 578) * 2367488) + (((((int)blockIdx.x) % 578) / 34) * 17408)) + ((((int)threadIdx.x) >> 4) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2084608)] = conv2d_nchw_local_ptr[31];
}

