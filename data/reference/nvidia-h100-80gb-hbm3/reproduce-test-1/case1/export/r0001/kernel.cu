
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
  alignas(64) float conv2d_nchw_local_ptr[32];
  __shared__ alignas(64) float pad_temp_shared_ptr[1020];
  __shared__ alignas(64) float kernel_shared_ptr[216];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 1156);
  int cse_v2 = (((int)threadIdx.x) / 34);
  int cse_v3 = (((int)threadIdx.x) % 34);
  int cse_v4 = (((int)threadIdx.x) + 64);
  int cse_v5 = (((int)threadIdx.x) + 128);
  int cse_v6 = (((int)threadIdx.x) + 192);
  int cse_v7 = (((int)threadIdx.x) + 256);
  int cse_v8 = (((int)blockIdx.x) / 1156);
  int cse_v9 = (((int)threadIdx.x) * 4);
  int4 __1;
    int4 v_ = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
    int4 v__1 = make_int4(9, 9, 9, 9);
    __1.x = (v_.x%v__1.x);
    __1.y = (v_.y%v__1.y);
    __1.z = (v_.z%v__1.z);
    __1.w = (v_.w%v__1.w);
  int4 cse_v10 = __1;
  int cse_v15 = ((((int)blockIdx.x) % 1156) / 17);
  int cse_v16 = ((((int)blockIdx.x) % 17) * 32);
  int cse_v17 = ((((int)threadIdx.x) + 30) % 34);
  int cse_v18 = ((((int)threadIdx.x) + 26) % 34);
  int cse_v19 = ((((int)threadIdx.x) + 22) % 34);
  int cse_v20 = ((((int)threadIdx.x) + 256) / 34);
  int cse_v21 = ((((int)threadIdx.x) + 18) % 34);
  int cse_v22 = ((((int)blockIdx.x) / 1156) * 216);
  int cse_v49 = (((((int)blockIdx.x) % 1156) / 17) * 8);
  int cse_v50 = (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 34));
  int cse_v51 = (((((int)blockIdx.x) % 1156) / 17) * 4352);
  int cse_v52 = (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 30) % 34));
  int cse_v53 = (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 26) % 34));
  int cse_v54 = (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 22) % 34));
  int cse_v55 = (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 18) % 34));
  int cse_v56 = (((((int)blockIdx.x) % 17) * 32) + ((int)threadIdx.x));
  int4 __2;
    int4 v__2 = make_int4(((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216));
    int4 __3;
      int4 __4;
        int4 v__3 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
        int4 v__4 = make_int4(9, 9, 9, 9);
        __4.x = (v__3.x/v__4.x);
        __4.y = (v__3.y/v__4.y);
        __4.z = (v__3.z/v__4.z);
        __4.w = (v__3.w/v__4.w);
      int4 v__5 = make_int4(27, 27, 27, 27);
      __3.x = (__4.x*v__5.x);
      __3.y = (__4.y*v__5.y);
      __3.z = (__4.z*v__5.z);
      __3.w = (__4.w*v__5.w);
    __2.x = (v__2.x+__3.x);
    __2.y = (v__2.y+__3.y);
    __2.z = (v__2.z+__3.z);
    __2.w = (v__2.w+__3.w);
  int4 cse_v57 = __2;
  int cse_v75 = ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 34));
  int cse_v76 = ((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 256) / 34));
  int cse_v80 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x));
  int cse_v104 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) % 34));
  int cse_v105 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 64) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 30) % 34));
  int cse_v106 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 128) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 26) % 34));
  int cse_v107 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 192) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 22) % 34));
  int cse_v108 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 256) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 18) % 34));
  float condval;
  if (((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 34)) < 545)) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) % 34)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  float condval_1;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 30) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 30) % 34)) < 545)) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 64) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 30) % 34)) - 545)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 64)] = condval_1;
  float condval_2;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 26) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 26) % 34)) < 545)) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 128) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 26) % 34)) - 545)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 128)] = condval_2;
  float condval_3;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 22) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 22) % 34)) < 545)) {
    condval_3 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 192) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 22) % 34)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 192)] = condval_3;
  float condval_4;
  if (((((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 256) / 34)) < 545) && (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 18) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 18) % 34)) < 545)) {
    condval_4 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 256) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 18) % 34)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 256)] = condval_4;
  if (((int)threadIdx.x) < 20) {
    float condval_5;
    if (((((int)blockIdx.x) % 1156) < 1139) && ((((((int)blockIdx.x) % 17) * 32) + ((int)threadIdx.x)) < 531)) {
      condval_5 = data_ptr[((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4365)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 320)] = condval_5;
  }
  if (((int)threadIdx.x) < 18) {
    int4 __5;
      int4 __6;
        int4 __7;
          int4 v__6 = make_int4(((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216));
          int4 __8;
            int4 __9;
              int4 v__7 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
              int4 v__8 = make_int4(9, 9, 9, 9);
              __9.x = (v__7.x/v__8.x);
              __9.y = (v__7.y/v__8.y);
              __9.z = (v__7.z/v__8.z);
              __9.w = (v__7.w/v__8.w);
            int4 v__9 = make_int4(27, 27, 27, 27);
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
        int4 v__12 = make_int4(9, 9, 9, 9);
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
  float condval_6;
  if (((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 34)) < 545)) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) % 34)) + 295391)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 340)] = condval_6;
  float condval_7;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 30) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 30) % 34)) < 545)) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 64) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 30) % 34)) + 295391)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 404)] = condval_7;
  float condval_8;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 26) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 26) % 34)) < 545)) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 128) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 26) % 34)) + 295391)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 468)] = condval_8;
  float condval_9;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 22) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 22) % 34)) < 545)) {
    condval_9 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 192) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 22) % 34)) + 295391)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 532)] = condval_9;
  float condval_10;
  if (((((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 256) / 34)) < 545) && (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 18) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 18) % 34)) < 545)) {
    condval_10 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 256) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 18) % 34)) + 295391)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 596)] = condval_10;
  if (((int)threadIdx.x) < 20) {
    float condval_11;
    if (((((int)blockIdx.x) % 1156) < 1139) && ((((((int)blockIdx.x) % 17) * 32) + ((int)threadIdx.x)) < 531)) {
      condval_11 = data_ptr[((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 300301)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 660)] = condval_11;
  }
  if (((int)threadIdx.x) < 18) {
    int4 __11;
      int4 __12;
        int4 __13;
          int4 v__13 = make_int4(((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216));
          int4 __14;
            int4 __15;
              int4 v__14 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
              int4 v__15 = make_int4(9, 9, 9, 9);
              __15.x = (v__14.x/v__15.x);
              __15.y = (v__14.y/v__15.y);
              __15.z = (v__14.z/v__15.z);
              __15.w = (v__14.w/v__15.w);
            int4 v__16 = make_int4(27, 27, 27, 27);
            __14.x = (__15.x*v__16.x);
            __14.y = (__15.y*v__16.y);
            __14.z = (__15.z*v__16.z);
            __14.w = (__15.w*v__16.w);
          __13.x = (v__13.x+__14.x);
          __13.y = (v__13.y+__14.y);
          __13.z = (v__13.z+__14.z);
          __13.w = (v__13.w+__14.w);
        int4 v__17 = make_int4(9, 9, 9, 9);
        __12.x = (__13.x+v__17.x);
        __12.y = (__13.y+v__17.y);
        __12.z = (__13.z+v__17.z);
        __12.w = (__13.w+v__17.w);
      int4 __16;
        int4 v__18 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
        int4 v__19 = make_int4(9, 9, 9, 9);
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
  float condval_12;
  if (((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 34))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 34)) < 545)) {
    condval_12 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) % 34)) + 591327)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 680)] = condval_12;
  float condval_13;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 30) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 30) % 34)) < 545)) {
    condval_13 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 64) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 30) % 34)) + 591327)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 744)] = condval_13;
  float condval_14;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 26) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 26) % 34)) < 545)) {
    condval_14 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 128) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 26) % 34)) + 591327)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 808)] = condval_14;
  float condval_15;
  if ((1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 22) % 34))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 22) % 34)) < 545)) {
    condval_15 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 192) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 22) % 34)) + 591327)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 872)] = condval_15;
  float condval_16;
  if (((((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 256) / 34)) < 545) && (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 18) % 34)))) && ((((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 18) % 34)) < 545)) {
    condval_16 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 256) / 34) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 18) % 34)) + 591327)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 936)] = condval_16;
  if (((int)threadIdx.x) < 20) {
    float condval_17;
    if (((((int)blockIdx.x) % 1156) < 1139) && ((((((int)blockIdx.x) % 17) * 32) + ((int)threadIdx.x)) < 531)) {
      condval_17 = data_ptr[((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 596237)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1000)] = condval_17;
  }
  if (((int)threadIdx.x) < 18) {
    int4 __17;
      int4 __18;
        int4 __19;
          int4 v__20 = make_int4(((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216), ((((int)blockIdx.x) / 1156) * 216));
          int4 __20;
            int4 __21;
              int4 v__21 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
              int4 v__22 = make_int4(9, 9, 9, 9);
              __21.x = (v__21.x/v__22.x);
              __21.y = (v__21.y/v__22.y);
              __21.z = (v__21.z/v__22.z);
              __21.w = (v__21.w/v__22.w);
            int4 v__23 = make_int4(27, 27, 27, 27);
            __20.x = (__21.x*v__23.x);
            __20.y = (__21.y*v__23.y);
            __20.z = (__21.z*v__23.z);
            __20.w = (__21.w*v__23.w);
          __19.x = (v__20.x+__20.x);
          __19.y = (v__20.y+__20.y);
          __19.z = (v__20.z+__20.z);
          __19.w = (v__20.w+__20.w);
        int4 __22;
          int4 v__24 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
          int4 v__25 = make_int4(9, 9, 9, 9);
          __22.x = (v__24.x%v__25.x);
          __22.y = (v__24.y%v__25.y);
          __22.z = (v__24.z%v__25.z);
          __22.w = (v__24.w%v__25.w);
        __18.x = (__19.x+__22.x);
        __18.y = (__19.y+__22.y);
        __18.z = (__19.z+__22.z);
        __18.w = (__19.w+__22.w);
      int4 v__26 = make_int4(18, 18, 18, 18);
      __17.x = (__18.x+v__26.x);
      __17.y = (__18.y+v__26.y);
      __17.z = (__18.z+v__26.z);
      __17.w = (__18.w+v__26.w);
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 144)) = make_float4(kernel_ptr[__17.x],kernel_ptr[__17.y],kernel_ptr[__17.z],kernel_ptr[__17.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v12 = (((int)threadIdx.x) >> 3);
  int cse_v23 = ((((int)threadIdx.x) >> 3) * 34);
  int cse_v24 = ((((int)threadIdx.x) & 7) * 2);
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
    for (int ff_3 = 0; ff_3 < 4; ++ff_3) {
      int cse_v11 = (ff_3 * 4);
      int cse_v25 = ((ff_3 * 18) + (ry_1 * 3));
      int cse_v77 = ((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2));
      conv2d_nchw_local_ptr[(ff_3 * 4)] = (conv2d_nchw_local_ptr[(ff_3 * 4)] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[((ff_3 * 18) + (ry_1 * 3))]));
      int cse_v26 = ((ff_3 * 4) + 16);
      int cse_v81 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 16);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[((ff_3 * 18) + (ry_1 * 3))]));
      int cse_v27 = ((ff_3 * 4) + 2);
      int cse_v58 = (((ff_3 * 18) + (ry_1 * 3)) + 9);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] + (pad_temp_shared_ptr[((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2))] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 9)]));
      int cse_v28 = ((ff_3 * 4) + 18);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 9)]));
      int cse_v59 = (((ff_3 * 18) + (ry_1 * 3)) + 1);
      int cse_v82 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 1);
      conv2d_nchw_local_ptr[(ff_3 * 4)] = (conv2d_nchw_local_ptr[(ff_3 * 4)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 1)]));
      int cse_v83 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 17);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 1)]));
      int cse_v60 = (((ff_3 * 18) + (ry_1 * 3)) + 10);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 10)]));
      int cse_v61 = (((ff_3 * 18) + (ry_1 * 3)) + 2);
      int cse_v84 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 2);
      conv2d_nchw_local_ptr[(ff_3 * 4)] = (conv2d_nchw_local_ptr[(ff_3 * 4)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 2)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 2)]));
      int cse_v85 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 18);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 16)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 18)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 2)]));
      int cse_v62 = (((ff_3 * 18) + (ry_1 * 3)) + 11);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 2)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 18)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 18)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 11)]));
      int cse_v29 = ((ff_3 * 4) + 1);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[((ff_3 * 18) + (ry_1 * 3))]));
      int cse_v30 = ((ff_3 * 4) + 17);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[((ff_3 * 18) + (ry_1 * 3))]));
      int cse_v31 = ((ff_3 * 4) + 3);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 9)]));
      int cse_v32 = ((ff_3 * 4) + 19);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 2)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 18)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 2)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 18)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 10)]));
      int cse_v86 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 3);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 3)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 2)]));
      int cse_v87 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 19);
      conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 17)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 19)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 3)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 19)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 19)] * kernel_shared_ptr[(((ff_3 * 18) + (ry_1 * 3)) + 11)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
    for (int ff_3_1 = 0; ff_3_1 < 4; ++ff_3_1) {
      int cse_v13 = (ff_3_1 * 4);
      int cse_v33 = ((ff_3_1 * 18) + (ry_1_1 * 3));
      int cse_v63 = (((ff_3_1 * 18) + (ry_1_1 * 3)) + 72);
      int cse_v78 = ((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2));
      int cse_v88 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 340);
      conv2d_nchw_local_ptr[(ff_3_1 * 4)] = (conv2d_nchw_local_ptr[(ff_3_1 * 4)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 340)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 72)]));
      int cse_v34 = ((ff_3_1 * 4) + 16);
      int cse_v89 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 356);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 16)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 356)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 72)]));
      int cse_v35 = ((ff_3_1 * 4) + 2);
      int cse_v64 = (((ff_3_1 * 18) + (ry_1_1 * 3)) + 81);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 2)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 340)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 81)]));
      int cse_v36 = ((ff_3_1 * 4) + 18);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 18)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 356)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 81)]));
      int cse_v65 = (((ff_3_1 * 18) + (ry_1_1 * 3)) + 73);
      int cse_v90 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 341);
      conv2d_nchw_local_ptr[(ff_3_1 * 4)] = (conv2d_nchw_local_ptr[(ff_3_1 * 4)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 341)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 73)]));
      int cse_v91 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 357);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 16)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 357)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 73)]));
      int cse_v66 = (((ff_3_1 * 18) + (ry_1_1 * 3)) + 82);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 2)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 341)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 82)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 18)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 357)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 82)]));
      int cse_v67 = (((ff_3_1 * 18) + (ry_1_1 * 3)) + 74);
      int cse_v92 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 342);
      conv2d_nchw_local_ptr[(ff_3_1 * 4)] = (conv2d_nchw_local_ptr[(ff_3_1 * 4)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 342)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 74)]));
      int cse_v93 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 358);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 16)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 358)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 74)]));
      int cse_v68 = (((ff_3_1 * 18) + (ry_1_1 * 3)) + 83);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 2)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 342)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 83)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 18)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 358)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 83)]));
      int cse_v37 = ((ff_3_1 * 4) + 1);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 1)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 341)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 72)]));
      int cse_v38 = ((ff_3_1 * 4) + 17);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 17)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 357)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 72)]));
      int cse_v39 = ((ff_3_1 * 4) + 3);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 3)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 341)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 81)]));
      int cse_v40 = ((ff_3_1 * 4) + 19);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 19)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 357)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 81)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 1)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 342)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 17)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 358)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 3)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 342)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 82)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 19)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 358)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 82)]));
      int cse_v94 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 343);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 1)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 343)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 74)]));
      int cse_v95 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 359);
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 17)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 359)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 3)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 343)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 83)]));
      conv2d_nchw_local_ptr[((ff_3_1 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + 19)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_1 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 359)] * kernel_shared_ptr[(((ff_3_1 * 18) + (ry_1_1 * 3)) + 83)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
    for (int ff_3_2 = 0; ff_3_2 < 4; ++ff_3_2) {
      int cse_v14 = (ff_3_2 * 4);
      int cse_v41 = ((ff_3_2 * 18) + (ry_1_2 * 3));
      int cse_v69 = (((ff_3_2 * 18) + (ry_1_2 * 3)) + 144);
      int cse_v79 = ((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2));
      int cse_v96 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 680);
      conv2d_nchw_local_ptr[(ff_3_2 * 4)] = (conv2d_nchw_local_ptr[(ff_3_2 * 4)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 680)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 144)]));
      int cse_v42 = ((ff_3_2 * 4) + 16);
      int cse_v97 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 696);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 16)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 696)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 144)]));
      int cse_v43 = ((ff_3_2 * 4) + 2);
      int cse_v70 = (((ff_3_2 * 18) + (ry_1_2 * 3)) + 153);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 2)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 680)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 153)]));
      int cse_v44 = ((ff_3_2 * 4) + 18);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 18)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 696)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 153)]));
      int cse_v71 = (((ff_3_2 * 18) + (ry_1_2 * 3)) + 145);
      int cse_v98 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 681);
      conv2d_nchw_local_ptr[(ff_3_2 * 4)] = (conv2d_nchw_local_ptr[(ff_3_2 * 4)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 681)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 145)]));
      int cse_v99 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 697);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 16)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 697)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 145)]));
      int cse_v72 = (((ff_3_2 * 18) + (ry_1_2 * 3)) + 154);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 2)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 681)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 154)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 18)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 697)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 154)]));
      int cse_v73 = (((ff_3_2 * 18) + (ry_1_2 * 3)) + 146);
      int cse_v100 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 682);
      conv2d_nchw_local_ptr[(ff_3_2 * 4)] = (conv2d_nchw_local_ptr[(ff_3_2 * 4)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 682)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 146)]));
      int cse_v101 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 698);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 16)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 16)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 698)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 146)]));
      int cse_v74 = (((ff_3_2 * 18) + (ry_1_2 * 3)) + 155);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 2)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 682)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 155)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 18)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 18)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 698)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 155)]));
      int cse_v45 = ((ff_3_2 * 4) + 1);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 1)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 681)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 144)]));
      int cse_v46 = ((ff_3_2 * 4) + 17);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 17)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 697)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 144)]));
      int cse_v47 = ((ff_3_2 * 4) + 3);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 3)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 681)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 153)]));
      int cse_v48 = ((ff_3_2 * 4) + 19);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 19)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 697)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 153)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 1)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 682)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 145)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 17)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 698)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 145)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 3)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 682)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 154)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 19)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 698)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 154)]));
      int cse_v102 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 683);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 1)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 683)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 146)]));
      int cse_v103 = (((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 699);
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 17)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 17)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 699)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 146)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 3)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 683)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 155)]));
      conv2d_nchw_local_ptr[((ff_3_2 * 4) + 19)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + 19)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) >> 3) * 34) + (ry_1_2 * 34)) + ((((int)threadIdx.x) & 7) * 2)) + 699)] * kernel_shared_ptr[(((ff_3_2 * 18) + (ry_1_2 * 3)) + 155)]));
    }
  }
  int cse_v109 = ((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 16)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 17)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 295936)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 295952)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 295937)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 295953)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 591872)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 591888)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 591873)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 591889)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 887808)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 887824)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 887809)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 887825)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1183744)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1183760)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1183745)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1183761)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1479680)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1479696)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1479681)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1479697)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1775616)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1775632)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1775617)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 1775633)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 2071552)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 2071568)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 2071553)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) >> 3) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) & 7) * 2)) + 2071569)] = conv2d_nchw_local_ptr[31];
}

