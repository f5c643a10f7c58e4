
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
  __shared__ alignas(64) float pad_temp_shared_ptr[891];
  __shared__ alignas(64) float kernel_shared_ptr[864];
  for (int ff_4_init = 0; ff_4_init < 2; ++ff_4_init) {
    int cse_v1 = (ff_4_init * 8);
    conv2d_nchw_local_ptr[(ff_4_init * 8)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 16)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 1)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 17)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 2)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 18)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 3)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 19)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 4)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 20)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 5)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 21)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 6)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 22)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 7)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_4_init * 8) + 23)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v2 = (((int)threadIdx.x) / 33);
  int cse_v3 = (((int)blockIdx.x) % 17);
  int cse_v4 = (((int)threadIdx.x) % 33);
  int cse_v5 = (((int)threadIdx.x) + 64);
  int cse_v6 = (((int)threadIdx.x) + 128);
  int cse_v7 = (((int)threadIdx.x) + 192);
  int cse_v8 = (((int)threadIdx.x) + 256);
  int cse_v9 = (((int)blockIdx.x) / 1156);
  int cse_v10 = (((int)threadIdx.x) * 2);
  int2 __1;
    int2 v_ = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
    int2 v__1 = make_int2(9, 9);
    __1.x = (v_.x%v__1.x);
    __1.y = (v_.y%v__1.y);
  int2 cse_v11 = __1;
  int2 __2;
    int2 v__2 = make_int2((((((int)threadIdx.x) * 2) + 128))+(1*0), (((((int)threadIdx.x) * 2) + 128))+(1*1));
    int2 v__3 = make_int2(9, 9);
    __2.x = (v__2.x%v__3.x);
    __2.y = (v__2.y%v__3.y);
  int2 cse_v12 = __2;
  int2 __3;
    int2 v__4 = make_int2((((((int)threadIdx.x) * 2) + 256))+(1*0), (((((int)threadIdx.x) * 2) + 256))+(1*1));
    int2 v__5 = make_int2(9, 9);
    __3.x = (v__4.x%v__5.x);
    __3.y = (v__4.y%v__5.y);
  int2 cse_v13 = __3;
  int cse_v22 = ((((int)blockIdx.x) % 1156) / 17);
  int cse_v23 = ((((int)blockIdx.x) % 17) * 32);
  int cse_v24 = ((((int)threadIdx.x) / 33) * 544);
  int cse_v25 = ((((int)threadIdx.x) + 31) % 33);
  int cse_v26 = ((((int)threadIdx.x) + 29) % 33);
  int cse_v27 = ((((int)threadIdx.x) + 27) % 33);
  int cse_v28 = ((((int)threadIdx.x) + 25) % 33);
  int cse_v29 = ((((int)blockIdx.x) / 1156) * 9216);
  int cse_v30 = ((((int)threadIdx.x) * 2) + 128);
  int cse_v31 = ((((int)threadIdx.x) * 2) + 256);
  int cse_v80 = (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 33));
  int cse_v81 = (((((int)blockIdx.x) % 1156) / 17) * 4352);
  int cse_v82 = (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 31) % 33));
  int cse_v83 = (((((int)threadIdx.x) + 64) / 33) * 544);
  int cse_v84 = (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 29) % 33));
  int cse_v85 = (((((int)threadIdx.x) + 128) / 33) * 544);
  int cse_v86 = (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 27) % 33));
  int cse_v87 = (((((int)threadIdx.x) + 192) / 33) * 544);
  int cse_v88 = (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 25) % 33));
  int cse_v89 = (((((int)threadIdx.x) + 256) / 33) * 544);
  int2 __4;
    int2 v__6 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
    int2 __5;
      int2 __6;
        int2 v__7 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
        int2 v__8 = make_int2(9, 9);
        __6.x = (v__7.x/v__8.x);
        __6.y = (v__7.y/v__8.y);
      int2 v__9 = make_int2(288, 288);
      __5.x = (__6.x*v__9.x);
      __5.y = (__6.y*v__9.y);
    __4.x = (v__6.x+__5.x);
    __4.y = (v__6.y+__5.y);
  int2 cse_v90 = __4;
  int2 __7;
    int2 v__10 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
    int2 __8;
      int2 __9;
        int2 v__11 = make_int2((((((int)threadIdx.x) * 2) + 128))+(1*0), (((((int)threadIdx.x) * 2) + 128))+(1*1));
        int2 v__12 = make_int2(9, 9);
        __9.x = (v__11.x/v__12.x);
        __9.y = (v__11.y/v__12.y);
      int2 v__13 = make_int2(288, 288);
      __8.x = (__9.x*v__13.x);
      __8.y = (__9.y*v__13.y);
    __7.x = (v__10.x+__8.x);
    __7.y = (v__10.y+__8.y);
  int2 cse_v91 = __7;
  int2 __10;
    int2 v__14 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
    int2 __11;
      int2 __12;
        int2 v__15 = make_int2((((((int)threadIdx.x) * 2) + 256))+(1*0), (((((int)threadIdx.x) * 2) + 256))+(1*1));
        int2 v__16 = make_int2(9, 9);
        __12.x = (v__15.x/v__16.x);
        __12.y = (v__15.y/v__16.y);
      int2 v__17 = make_int2(288, 288);
      __11.x = (__12.x*v__17.x);
      __11.y = (__12.y*v__17.y);
    __10.x = (v__14.x+__11.x);
    __10.y = (v__14.y+__11.y);
  int2 cse_v92 = __10;
  int cse_v93 = ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 33));
  int cse_v117 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)threadIdx.x) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) % 33));
  int cse_v118 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 64) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 31) % 33));
  int cse_v119 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 128) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 29) % 33));
  int cse_v120 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 192) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 27) % 33));
  int cse_v121 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 256) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 25) % 33));
  float condval;
  if ((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 33))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 33)))) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)threadIdx.x) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) % 33)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  float condval_1;
  if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 31) % 33))) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 64) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 31) % 33)) - 545)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 64)] = condval_1;
  float condval_2;
  if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 29) % 33))) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 128) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 29) % 33)) - 545)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 128)] = condval_2;
  float condval_3;
  if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 27) % 33))) {
    condval_3 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 192) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 27) % 33)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 192)] = condval_3;
  if (((int)threadIdx.x) < 41) {
    float condval_4;
    if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 25) % 33))) {
      condval_4 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 256) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 25) % 33)) - 545)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 256)] = condval_4;
  }
  int2 __13;
    int2 __14;
      int2 __15;
        int2 v__18 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
        int2 __16;
          int2 __17;
            int2 v__19 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
            int2 v__20 = make_int2(9, 9);
            __17.x = (v__19.x/v__20.x);
            __17.y = (v__19.y/v__20.y);
          int2 v__21 = make_int2(288, 288);
          __16.x = (__17.x*v__21.x);
          __16.y = (__17.y*v__21.y);
        __15.x = (v__18.x+__16.x);
        __15.y = (v__18.y+__16.y);
      int2 v__22 = make_int2(0, 0);
      __14.x = (__15.x+v__22.x);
      __14.y = (__15.y+v__22.y);
    int2 __18;
      int2 v__23 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
      int2 v__24 = make_int2(9, 9);
      __18.x = (v__23.x%v__24.x);
      __18.y = (v__23.y%v__24.y);
    __13.x = (__14.x+__18.x);
    __13.y = (__14.y+__18.y);
  *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = make_float2(kernel_ptr[__13.x],kernel_ptr[__13.y]);
  int2 __19;
    int2 __20;
      int2 __21;
        int2 v__25 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
        int2 __22;
          int2 __23;
            int2 v__26 = make_int2((((((int)threadIdx.x) * 2) + 128))+(1*0), (((((int)threadIdx.x) * 2) + 128))+(1*1));
            int2 v__27 = make_int2(9, 9);
            __23.x = (v__26.x/v__27.x);
            __23.y = (v__26.y/v__27.y);
          int2 v__28 = make_int2(288, 288);
          __22.x = (__23.x*v__28.x);
          __22.y = (__23.y*v__28.y);
        __21.x = (v__25.x+__22.x);
        __21.y = (v__25.y+__22.y);
      int2 v__29 = make_int2(0, 0);
      __20.x = (__21.x+v__29.x);
      __20.y = (__21.y+v__29.y);
    int2 __24;
      int2 v__30 = make_int2((((((int)threadIdx.x) * 2) + 128))+(1*0), (((((int)threadIdx.x) * 2) + 128))+(1*1));
      int2 v__31 = make_int2(9, 9);
      __24.x = (v__30.x%v__31.x);
      __24.y = (v__30.y%v__31.y);
    __19.x = (__20.x+__24.x);
    __19.y = (__20.y+__24.y);
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 128)) = make_float2(kernel_ptr[__19.x],kernel_ptr[__19.y]);
  if (((int)threadIdx.x) < 16) {
    int2 __25;
      int2 __26;
        int2 __27;
          int2 v__32 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
          int2 __28;
            int2 __29;
              int2 v__33 = make_int2((((((int)threadIdx.x) * 2) + 256))+(1*0), (((((int)threadIdx.x) * 2) + 256))+(1*1));
              int2 v__34 = make_int2(9, 9);
              __29.x = (v__33.x/v__34.x);
              __29.y = (v__33.y/v__34.y);
            int2 v__35 = make_int2(288, 288);
            __28.x = (__29.x*v__35.x);
            __28.y = (__29.y*v__35.y);
          __27.x = (v__32.x+__28.x);
          __27.y = (v__32.y+__28.y);
        int2 v__36 = make_int2(0, 0);
        __26.x = (__27.x+v__36.x);
        __26.y = (__27.y+v__36.y);
      int2 __30;
        int2 v__37 = make_int2((((((int)threadIdx.x) * 2) + 256))+(1*0), (((((int)threadIdx.x) * 2) + 256))+(1*1));
        int2 v__38 = make_int2(9, 9);
        __30.x = (v__37.x%v__38.x);
        __30.y = (v__37.y%v__38.y);
      __25.x = (__26.x+__30.x);
      __25.y = (__26.y+__30.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 256)) = make_float2(kernel_ptr[__25.x],kernel_ptr[__25.y]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_5;
  if ((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 33))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 33)))) {
    condval_5 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)threadIdx.x) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) % 33)) + 295391)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 297)] = condval_5;
  float condval_6;
  if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 31) % 33))) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 64) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 31) % 33)) + 295391)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 361)] = condval_6;
  float condval_7;
  if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 29) % 33))) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 128) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 29) % 33)) + 295391)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 425)] = condval_7;
  float condval_8;
  if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 27) % 33))) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 192) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 27) % 33)) + 295391)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 489)] = condval_8;
  if (((int)threadIdx.x) < 41) {
    float condval_9;
    if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 25) % 33))) {
      condval_9 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 256) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 25) % 33)) + 295391)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 553)] = condval_9;
  }
  int2 __31;
    int2 __32;
      int2 __33;
        int2 v__39 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
        int2 __34;
          int2 __35;
            int2 v__40 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
            int2 v__41 = make_int2(9, 9);
            __35.x = (v__40.x/v__41.x);
            __35.y = (v__40.y/v__41.y);
          int2 v__42 = make_int2(288, 288);
          __34.x = (__35.x*v__42.x);
          __34.y = (__35.y*v__42.y);
        __33.x = (v__39.x+__34.x);
        __33.y = (v__39.y+__34.y);
      int2 v__43 = make_int2(9, 9);
      __32.x = (__33.x+v__43.x);
      __32.y = (__33.y+v__43.y);
    int2 __36;
      int2 v__44 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
      int2 v__45 = make_int2(9, 9);
      __36.x = (v__44.x%v__45.x);
      __36.y = (v__44.y%v__45.y);
    __31.x = (__32.x+__36.x);
    __31.y = (__32.y+__36.y);
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 288)) = make_float2(kernel_ptr[__31.x],kernel_ptr[__31.y]);
  int2 __37;
    int2 __38;
      int2 __39;
        int2 v__46 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
        int2 __40;
          int2 __41;
            int2 v__47 = make_int2((((((int)threadIdx.x) * 2) + 128))+(1*0), (((((int)threadIdx.x) * 2) + 128))+(1*1));
            int2 v__48 = make_int2(9, 9);
            __41.x = (v__47.x/v__48.x);
            __41.y = (v__47.y/v__48.y);
          int2 v__49 = make_int2(288, 288);
          __40.x = (__41.x*v__49.x);
          __40.y = (__41.y*v__49.y);
        __39.x = (v__46.x+__40.x);
        __39.y = (v__46.y+__40.y);
      int2 v__50 = make_int2(9, 9);
      __38.x = (__39.x+v__50.x);
      __38.y = (__39.y+v__50.y);
    int2 __42;
      int2 v__51 = make_int2((((((int)threadIdx.x) * 2) + 128))+(1*0), (((((int)threadIdx.x) * 2) + 128))+(1*1));
      int2 v__52 = make_int2(9, 9);
      __42.x = (v__51.x%v__52.x);
      __42.y = (v__51.y%v__52.y);
    __37.x = (__38.x+__42.x);
    __37.y = (__38.y+__42.y);
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 416)) = make_float2(kernel_ptr[__37.x],kernel_ptr[__37.y]);
  if (((int)threadIdx.x) < 16) {
    int2 __43;
      int2 __44;
        int2 __45;
          int2 v__53 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
          int2 __46;
            int2 __47;
              int2 v__54 = make_int2((((((int)threadIdx.x) * 2) + 256))+(1*0), (((((int)threadIdx.x) * 2) + 256))+(1*1));
              int2 v__55 = make_int2(9, 9);
              __47.x = (v__54.x/v__55.x);
              __47.y = (v__54.y/v__55.y);
            int2 v__56 = make_int2(288, 288);
            __46.x = (__47.x*v__56.x);
            __46.y = (__47.y*v__56.y);
          __45.x = (v__53.x+__46.x);
          __45.y = (v__53.y+__46.y);
        int2 v__57 = make_int2(9, 9);
        __44.x = (__45.x+v__57.x);
        __44.y = (__45.y+v__57.y);
      int2 __48;
        int2 v__58 = make_int2((((((int)threadIdx.x) * 2) + 256))+(1*0), (((((int)threadIdx.x) * 2) + 256))+(1*1));
        int2 v__59 = make_int2(9, 9);
        __48.x = (v__58.x%v__59.x);
        __48.y = (v__58.y%v__59.y);
      __43.x = (__44.x+__48.x);
      __43.y = (__44.y+__48.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 544)) = make_float2(kernel_ptr[__43.x],kernel_ptr[__43.y]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v17 = (((int)threadIdx.x) & 7);
  int cse_v18 = (((int)threadIdx.x) >> 3);
  int cse_v33 = ((((int)threadIdx.x) & 7) * 4);
  int cse_v34 = ((((int)threadIdx.x) >> 3) * 18);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 30; ++rc_0_ry_0_rx_0_fused) {
    int cse_v32 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v94 = ((rc_0_ry_0_rx_0_fused * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352));
    int cse_v95 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 297) + ((int)threadIdx.x));
    __syncthreads();
    float condval_10;
    if ((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 33))) && (1 <= (((((int)blockIdx.x) % 17) * 32) + (((int)threadIdx.x) % 33)))) {
      condval_10 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)threadIdx.x) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((int)threadIdx.x) % 33)) + 591327)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 297) + ((int)threadIdx.x))] = condval_10;
    float condval_11;
    if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 31) % 33))) {
      condval_11 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + (((((int)threadIdx.x) + 64) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 31) % 33)) + 591327)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 297) + ((int)threadIdx.x)) + 64)] = condval_11;
    float condval_12;
    if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 29) % 33))) {
      condval_12 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + (((((int)threadIdx.x) + 128) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 29) % 33)) + 591327)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 297) + ((int)threadIdx.x)) + 128)] = condval_12;
    float condval_13;
    if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 27) % 33))) {
      condval_13 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + (((((int)threadIdx.x) + 192) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 27) % 33)) + 591327)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 297) + ((int)threadIdx.x)) + 192)] = condval_13;
    if (((int)threadIdx.x) < 41) {
      float condval_14;
      if (1 <= (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) + 25) % 33))) {
        condval_14 = data_ptr[((((((rc_0_ry_0_rx_0_fused * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + (((((int)threadIdx.x) + 256) / 33) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) + 25) % 33)) + 591327)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 297) + ((int)threadIdx.x)) + 256)] = condval_14;
    }
    int cse_v14 = (rc_0_ry_0_rx_0_fused * 9);
    int cse_v96 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 288) + (((int)threadIdx.x) * 2));
    int2 __49;
      int2 __50;
        int2 __51;
          int2 __52;
            int2 v__60 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
            int2 __53;
              int2 __54;
                int2 v__61 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
                int2 v__62 = make_int2(9, 9);
                __54.x = (v__61.x/v__62.x);
                __54.y = (v__61.y/v__62.y);
              int2 v__63 = make_int2(288, 288);
              __53.x = (__54.x*v__63.x);
              __53.y = (__54.y*v__63.y);
            __52.x = (v__60.x+__53.x);
            __52.y = (v__60.y+__53.y);
          int2 v__64 = make_int2((rc_0_ry_0_rx_0_fused * 9), (rc_0_ry_0_rx_0_fused * 9));
          __51.x = (__52.x+v__64.x);
          __51.y = (__52.y+v__64.y);
        int2 __55;
          int2 v__65 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
          int2 v__66 = make_int2(9, 9);
          __55.x = (v__65.x%v__66.x);
          __55.y = (v__65.y%v__66.y);
        __50.x = (__51.x+__55.x);
        __50.y = (__51.y+__55.y);
      int2 v__67 = make_int2(18, 18);
      __49.x = (__50.x+v__67.x);
      __49.y = (__50.y+v__67.y);
    *(float2*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 288) + (((int)threadIdx.x) * 2))) = make_float2(kernel_ptr[__49.x],kernel_ptr[__49.y]);
    int2 __56;
      int2 __57;
        int2 __58;
          int2 __59;
            int2 v__68 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
            int2 __60;
              int2 __61;
                int2 v__69 = make_int2((((((int)threadIdx.x) * 2) + 128))+(1*0), (((((int)threadIdx.x) * 2) + 128))+(1*1));
                int2 v__70 = make_int2(9, 9);
                __61.x = (v__69.x/v__70.x);
                __61.y = (v__69.y/v__70.y);
              int2 v__71 = make_int2(288, 288);
              __60.x = (__61.x*v__71.x);
              __60.y = (__61.y*v__71.y);
            __59.x = (v__68.x+__60.x);
            __59.y = (v__68.y+__60.y);
          int2 v__72 = make_int2((rc_0_ry_0_rx_0_fused * 9), (rc_0_ry_0_rx_0_fused * 9));
          __58.x = (__59.x+v__72.x);
          __58.y = (__59.y+v__72.y);
        int2 __62;
          int2 v__73 = make_int2((((((int)threadIdx.x) * 2) + 128))+(1*0), (((((int)threadIdx.x) * 2) + 128))+(1*1));
          int2 v__74 = make_int2(9, 9);
          __62.x = (v__73.x%v__74.x);
          __62.y = (v__73.y%v__74.y);
        __57.x = (__58.x+__62.x);
        __57.y = (__58.y+__62.y);
      int2 v__75 = make_int2(18, 18);
      __56.x = (__57.x+v__75.x);
      __56.y = (__57.y+v__75.y);
    *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 288) + (((int)threadIdx.x) * 2)) + 128)) = make_float2(kernel_ptr[__56.x],kernel_ptr[__56.y]);
    if (((int)threadIdx.x) < 16) {
      int2 __63;
        int2 __64;
          int2 __65;
            int2 __66;
              int2 v__76 = make_int2(((((int)blockIdx.x) / 1156) * 9216), ((((int)blockIdx.x) / 1156) * 9216));
              int2 __67;
                int2 __68;
                  int2 v__77 = make_int2((((((int)threadIdx.x) * 2) + 256))+(1*0), (((((int)threadIdx.x) * 2) + 256))+(1*1));
                  int2 v__78 = make_int2(9, 9);
                  __68.x = (v__77.x/v__78.x);
                  __68.y = (v__77.y/v__78.y);
                int2 v__79 = make_int2(288, 288);
                __67.x = (__68.x*v__79.x);
                __67.y = (__68.y*v__79.y);
              __66.x = (v__76.x+__67.x);
              __66.y = (v__76.y+__67.y);
            int2 v__80 = make_int2((rc_0_ry_0_rx_0_fused * 9), (rc_0_ry_0_rx_0_fused * 9));
            __65.x = (__66.x+v__80.x);
            __65.y = (__66.y+v__80.y);
          int2 __69;
            int2 v__81 = make_int2((((((int)threadIdx.x) * 2) + 256))+(1*0), (((((int)threadIdx.x) * 2) + 256))+(1*1));
            int2 v__82 = make_int2(9, 9);
            __69.x = (v__81.x%v__82.x);
            __69.y = (v__81.y%v__82.y);
          __64.x = (__65.x+__69.x);
          __64.y = (__65.y+__69.y);
        int2 v__83 = make_int2(18, 18);
        __63.x = (__64.x+v__83.x);
        __63.y = (__64.y+v__83.y);
      *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 288) + (((int)threadIdx.x) * 2)) + 256)) = make_float2(kernel_ptr[__63.x],kernel_ptr[__63.y]);
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
      for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
        for (int ff_4 = 0; ff_4 < 2; ++ff_4) {
          int cse_v15 = (ff_4 * 8);
          int cse_v16 = (rc_0_ry_0_rx_0_fused % 3);
          int cse_v99 = (((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1);
          int cse_v122 = ((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1);
          conv2d_nchw_local_ptr[(ff_4 * 8)] = (conv2d_nchw_local_ptr[(ff_4 * 8)] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1)]));
          int cse_v35 = ((ff_4 * 8) + 16);
          int cse_v133 = (((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1) + 144);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 16)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 16)] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1) + 144)]));
          int cse_v36 = ((ff_4 * 8) + 1);
          int cse_v123 = ((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 2);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 1)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1)]));
          int cse_v37 = ((ff_4 * 8) + 17);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 17)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 2)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1) + 144)]));
          int cse_v38 = ((ff_4 * 8) + 2);
          int cse_v124 = ((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 66);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 2)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 66)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1)]));
          int cse_v39 = ((ff_4 * 8) + 18);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 18)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 18)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 66)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1) + 144)]));
          int cse_v40 = ((ff_4 * 8) + 3);
          int cse_v125 = ((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 68);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 3)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 68)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1)]));
          int cse_v41 = ((ff_4 * 8) + 19);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 19)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 19)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 68)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1) + 144)]));
          int cse_v42 = ((ff_4 * 8) + 4);
          int cse_v126 = ((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 132);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 4)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 132)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1)]));
          int cse_v43 = ((ff_4 * 8) + 20);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 20)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 20)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 132)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1) + 144)]));
          int cse_v44 = ((ff_4 * 8) + 5);
          int cse_v127 = ((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 134);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 5)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 134)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1)]));
          int cse_v45 = ((ff_4 * 8) + 21);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 21)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 21)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 134)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1) + 144)]));
          int cse_v46 = ((ff_4 * 8) + 6);
          int cse_v128 = ((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 198);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 6)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 198)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1)]));
          int cse_v47 = ((ff_4 * 8) + 22);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 22)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 22)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 198)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1) + 144)]));
          int cse_v48 = ((ff_4 * 8) + 7);
          int cse_v129 = ((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 200);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 7)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 200)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1)]));
          int cse_v49 = ((ff_4 * 8) + 23);
          conv2d_nchw_local_ptr[((ff_4 * 8) + 23)] = (conv2d_nchw_local_ptr[((ff_4 * 8) + 23)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 297) + (ry_1 * 33)) + ((((int)threadIdx.x) & 7) * 4)) + rx_1) + 200)] * kernel_shared_ptr[(((((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) >> 3) * 18)) + (ff_4 * 9)) + (ry_1 * 3)) + rx_1) + 144)]));
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
    for (int rx_1_1 = 0; rx_1_1 < 3; ++rx_1_1) {
      for (int ff_4_1 = 0; ff_4_1 < 2; ++ff_4_1) {
        int cse_v19 = (ff_4_1 * 8);
        int cse_v97 = (((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1);
        int cse_v100 = (((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1);
        conv2d_nchw_local_ptr[(ff_4_1 * 8)] = (conv2d_nchw_local_ptr[(ff_4_1 * 8)] + (pad_temp_shared_ptr[(((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1)]));
        int cse_v50 = ((ff_4_1 * 8) + 16);
        int cse_v130 = ((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1) + 144);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 16)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 16)] + (pad_temp_shared_ptr[(((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1) + 144)]));
        int cse_v51 = ((ff_4_1 * 8) + 1);
        int cse_v101 = ((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 2);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 1)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1)]));
        int cse_v52 = ((ff_4_1 * 8) + 17);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 17)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 2)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1) + 144)]));
        int cse_v53 = ((ff_4_1 * 8) + 2);
        int cse_v102 = ((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 66);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 2)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 66)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1)]));
        int cse_v54 = ((ff_4_1 * 8) + 18);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 18)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 18)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 66)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1) + 144)]));
        int cse_v55 = ((ff_4_1 * 8) + 3);
        int cse_v103 = ((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 68);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 3)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 68)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1)]));
        int cse_v56 = ((ff_4_1 * 8) + 19);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 19)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 19)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 68)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1) + 144)]));
        int cse_v57 = ((ff_4_1 * 8) + 4);
        int cse_v104 = ((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 132);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 4)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 132)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1)]));
        int cse_v58 = ((ff_4_1 * 8) + 20);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 20)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 20)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 132)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1) + 144)]));
        int cse_v59 = ((ff_4_1 * 8) + 5);
        int cse_v105 = ((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 134);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 5)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 134)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1)]));
        int cse_v60 = ((ff_4_1 * 8) + 21);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 21)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 21)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 134)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1) + 144)]));
        int cse_v61 = ((ff_4_1 * 8) + 6);
        int cse_v106 = ((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 198);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 6)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 198)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1)]));
        int cse_v62 = ((ff_4_1 * 8) + 22);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 22)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 22)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 198)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1) + 144)]));
        int cse_v63 = ((ff_4_1 * 8) + 7);
        int cse_v107 = ((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 200);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 7)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 200)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1)]));
        int cse_v64 = ((ff_4_1 * 8) + 23);
        conv2d_nchw_local_ptr[((ff_4_1 * 8) + 23)] = (conv2d_nchw_local_ptr[((ff_4_1 * 8) + 23)] + (pad_temp_shared_ptr[((((ry_1_1 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_1) + 200)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_1 * 9)) + (ry_1_1 * 3)) + rx_1_1) + 144)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
    for (int rx_1_2 = 0; rx_1_2 < 3; ++rx_1_2) {
      for (int ff_4_2 = 0; ff_4_2 < 2; ++ff_4_2) {
        int cse_v20 = (ff_4_2 * 8);
        int cse_v98 = (((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2);
        int cse_v108 = ((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 297);
        int cse_v109 = (((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2);
        int cse_v131 = ((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 288);
        conv2d_nchw_local_ptr[(ff_4_2 * 8)] = (conv2d_nchw_local_ptr[(ff_4_2 * 8)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 297)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 288)]));
        int cse_v65 = ((ff_4_2 * 8) + 16);
        int cse_v132 = ((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 432);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 16)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 16)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 297)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 432)]));
        int cse_v66 = ((ff_4_2 * 8) + 1);
        int cse_v110 = ((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 299);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 1)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 299)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 288)]));
        int cse_v67 = ((ff_4_2 * 8) + 17);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 17)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 299)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 432)]));
        int cse_v68 = ((ff_4_2 * 8) + 2);
        int cse_v111 = ((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 363);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 2)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 363)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 288)]));
        int cse_v69 = ((ff_4_2 * 8) + 18);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 18)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 18)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 363)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 432)]));
        int cse_v70 = ((ff_4_2 * 8) + 3);
        int cse_v112 = ((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 365);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 3)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 365)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 288)]));
        int cse_v71 = ((ff_4_2 * 8) + 19);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 19)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 19)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 365)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 432)]));
        int cse_v72 = ((ff_4_2 * 8) + 4);
        int cse_v113 = ((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 429);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 4)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 429)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 288)]));
        int cse_v73 = ((ff_4_2 * 8) + 20);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 20)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 20)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 429)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 432)]));
        int cse_v74 = ((ff_4_2 * 8) + 5);
        int cse_v114 = ((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 431);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 5)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 431)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 288)]));
        int cse_v75 = ((ff_4_2 * 8) + 21);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 21)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 21)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 431)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 432)]));
        int cse_v76 = ((ff_4_2 * 8) + 6);
        int cse_v115 = ((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 495);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 6)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 495)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 288)]));
        int cse_v77 = ((ff_4_2 * 8) + 22);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 22)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 22)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 495)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 432)]));
        int cse_v78 = ((ff_4_2 * 8) + 7);
        int cse_v116 = ((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 497);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 7)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 497)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 288)]));
        int cse_v79 = ((ff_4_2 * 8) + 23);
        conv2d_nchw_local_ptr[((ff_4_2 * 8) + 23)] = (conv2d_nchw_local_ptr[((ff_4_2 * 8) + 23)] + (pad_temp_shared_ptr[((((ry_1_2 * 33) + ((((int)threadIdx.x) & 7) * 4)) + rx_1_2) + 497)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 3) * 18) + (ff_4_2 * 9)) + (ry_1_2 * 3)) + rx_1_2) + 432)]));
      }
    }
  }
  for (int ax1 = 0; ax1 < 2; ++ax1) {
    int cse_v21 = (ax1 * 8);
    int cse_v134 = (((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2));
    conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2))] = conv2d_nchw_local_ptr[(ax1 * 8)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1183744)] = conv2d_nchw_local_ptr[((ax1 * 8) + 16)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1)] = conv2d_nchw_local_ptr[((ax1 * 8) + 1)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1183745)] = conv2d_nchw_local_ptr[((ax1 * 8) + 17)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 272)] = conv2d_nchw_local_ptr[((ax1 * 8) + 2)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1184016)] = conv2d_nchw_local_ptr[((ax1 * 8) + 18)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 273)] = conv2d_nchw_local_ptr[((ax1 * 8) + 3)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1184017)] = conv2d_nchw_local_ptr[((ax1 * 8) + 19)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 544)] = conv2d_nchw_local_ptr[((ax1 * 8) + 4)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1184288)] = conv2d_nchw_local_ptr[((ax1 * 8) + 20)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 545)] = conv2d_nchw_local_ptr[((ax1 * 8) + 5)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1184289)] = conv2d_nchw_local_ptr[((ax1 * 8) + 21)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 816)] = conv2d_nchw_local_ptr[((ax1 * 8) + 6)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1184560)] = conv2d_nchw_local_ptr[((ax1 * 8) + 22)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 817)] = conv2d_nchw_local_ptr[((ax1 * 8) + 7)];
    conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 1156) * 2367488) + ((((int)threadIdx.x) >> 3) * 147968)) + (ax1 * 73984)) + (((((int)blockIdx.x) % 1156) / 17) * 1088)) + ((((int)blockIdx.x) % 17) * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1184561)] = conv2d_nchw_local_ptr[((ax1 * 8) + 23)];
  }
}

