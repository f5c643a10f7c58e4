
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
extern "C" __global__ void __launch_bounds__(289) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(289) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[3876];
  __shared__ alignas(64) float kernel_shared_ptr[288];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) % 17);
  int cse_v2 = (((int)threadIdx.x) / 17);
  int cse_v3 = (((int)threadIdx.x) + 289);
  int cse_v4 = (((int)threadIdx.x) / 6);
  int2 __1;
    int2 v_ = make_int2((((((int)threadIdx.x) % 6) * 2))+(1*0), (((((int)threadIdx.x) % 6) * 2))+(1*1));
    int2 v__1 = make_int2(3, 3);
    __1.x = (v_.x/v__1.x);
    __1.y = (v_.y/v__1.y);
  int2 cse_v5 = __1;
  int cse_v6 = (((int)threadIdx.x) * 2);
  int2 __2;
    int2 v__2 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
    int2 v__3 = make_int2(3, 3);
    __2.x = (v__2.x%v__3.x);
    __2.y = (v__2.y%v__3.y);
  int2 cse_v7 = __2;
  int cse_v12 = ((((int)threadIdx.x) + 578) / 323);
  int cse_v13 = ((((int)threadIdx.x) + 867) / 323);
  int cse_v14 = ((((int)threadIdx.x) % 6) * 2);
  int2 __3;
    int2 __4;
      int2 v__4 = make_int2((((((int)threadIdx.x) % 6) * 2))+(1*0), (((((int)threadIdx.x) % 6) * 2))+(1*1));
      int2 v__5 = make_int2(3, 3);
      __4.x = (v__4.x/v__5.x);
      __4.y = (v__4.y/v__5.y);
    int2 v__6 = make_int2(9, 9);
    __3.x = (__4.x*v__6.x);
    __3.y = (__4.y*v__6.y);
  int2 cse_v15 = __3;
  int2 __5;
    int2 __6;
      int2 v__7 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
      int2 v__8 = make_int2(3, 3);
      __6.x = (v__7.x%v__8.x);
      __6.y = (v__7.y%v__8.y);
    int2 v__9 = make_int2(3, 3);
    __5.x = (__6.x*v__9.x);
    __5.y = (__6.y*v__9.y);
  int2 cse_v16 = __5;
  int cse_v17 = ((((int)threadIdx.x) / 6) * 12);
  int2 __7;
    int2 __8;
      int2 v__10 = make_int2((((((int)threadIdx.x) % 6) * 2))+(1*0), (((((int)threadIdx.x) % 6) * 2))+(1*1));
      int2 v__11 = make_int2(3, 3);
      __8.x = (v__10.x/v__11.x);
      __8.y = (v__10.y/v__11.y);
    int2 v__12 = make_int2(3, 3);
    __7.x = (__8.x*v__12.x);
    __7.y = (__8.y*v__12.y);
  int2 cse_v18 = __7;
  int cse_v24 = (((((int)threadIdx.x) / 17) + 17) % 19);
  int cse_v25 = (((((int)threadIdx.x) + 289) / 323) * 289);
  int cse_v26 = (((((int)threadIdx.x) / 17) + 15) % 19);
  int cse_v27 = (((((int)threadIdx.x) + 578) / 323) * 289);
  int cse_v28 = (((((int)threadIdx.x) + 578) / 323) * 323);
  int cse_v29 = (((((int)threadIdx.x) / 17) + 13) % 19);
  int cse_v30 = (((((int)threadIdx.x) + 867) / 323) * 289);
  int cse_v31 = (((((int)threadIdx.x) + 867) / 323) * 323);
  int cse_v32 = ((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608));
  int cse_v43 = ((((((int)threadIdx.x) / 17) + 17) % 19) * 17);
  int cse_v44 = ((((((int)threadIdx.x) / 17) + 15) % 19) * 17);
  int cse_v45 = ((((((int)threadIdx.x) / 17) + 13) % 19) * 17);
  int2 __9;
    int2 __10;
      int2 v__13 = make_int2(((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)), ((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)));
      int2 __11;
        int2 __12;
          int2 v__14 = make_int2((((((int)threadIdx.x) % 6) * 2))+(1*0), (((((int)threadIdx.x) % 6) * 2))+(1*1));
          int2 v__15 = make_int2(3, 3);
          __12.x = (v__14.x/v__15.x);
          __12.y = (v__14.y/v__15.y);
        int2 v__16 = make_int2(9, 9);
        __11.x = (__12.x*v__16.x);
        __11.y = (__12.y*v__16.y);
      __10.x = (v__13.x+__11.x);
      __10.y = (v__13.y+__11.y);
    int2 __13;
      int2 __14;
        int2 v__17 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
        int2 v__18 = make_int2(3, 3);
        __14.x = (v__17.x%v__18.x);
        __14.y = (v__17.y%v__18.y);
      int2 v__19 = make_int2(3, 3);
      __13.x = (__14.x*v__19.x);
      __13.y = (__14.y*v__19.y);
    __9.x = (__10.x+__13.x);
    __9.y = (__10.y+__13.y);
  int2 cse_v46 = __9;
  int cse_v52 = (((((((int)threadIdx.x) + 289) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v53 = (((((((int)threadIdx.x) + 578) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 15) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v54 = (((((((int)threadIdx.x) + 578) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 15) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v55 = (((((((int)threadIdx.x) + 867) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 13) % 19) * 17)) + (((int)threadIdx.x) % 17));
  int cse_v56 = (((((((int)threadIdx.x) + 867) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 13) % 19) * 17)) + (((int)threadIdx.x) % 17));
  float condval;
  if ((17 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval = data_ptr[(((int)threadIdx.x) - 18)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  float condval_1;
  if (((1 <= (((((int)threadIdx.x) / 17) + 17) % 19)) && ((((((int)threadIdx.x) / 17) + 17) % 19) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_1 = data_ptr[((((((((int)threadIdx.x) + 289) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 18)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 289)] = condval_1;
  float condval_2;
  if (((1 <= (((((int)threadIdx.x) / 17) + 15) % 19)) && ((((((int)threadIdx.x) / 17) + 15) % 19) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_2 = data_ptr[((((((((int)threadIdx.x) + 578) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 15) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 18)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((int)threadIdx.x) + 578) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 15) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_2;
  float condval_3;
  if (((1 <= (((((int)threadIdx.x) / 17) + 13) % 19)) && ((((((int)threadIdx.x) / 17) + 13) % 19) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
    condval_3 = data_ptr[((((((((int)threadIdx.x) + 867) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 13) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 18)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((int)threadIdx.x) + 867) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 13) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_3;
  if (((int)threadIdx.x) < 136) {
    float condval_4;
    if ((((int)threadIdx.x) < 119) && (1 <= (((int)threadIdx.x) % 17))) {
      condval_4 = data_ptr[(((int)threadIdx.x) + 1036)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1156)] = condval_4;
  }
  if (((int)threadIdx.x) < 48) {
      int2 __15;
        int2 __16;
          int2 v__20 = make_int2(((((int)threadIdx.x) / 6) * 12), ((((int)threadIdx.x) / 6) * 12));
          int2 __17;
            int2 __18;
              int2 v__21 = make_int2((((((int)threadIdx.x) % 6) * 2))+(1*0), (((((int)threadIdx.x) % 6) * 2))+(1*1));
              int2 v__22 = make_int2(3, 3);
              __18.x = (v__21.x/v__22.x);
              __18.y = (v__21.y/v__22.y);
            int2 v__23 = make_int2(3, 3);
            __17.x = (__18.x*v__23.x);
            __17.y = (__18.y*v__23.y);
          __16.x = (v__20.x+__17.x);
          __16.y = (v__20.y+__17.y);
        int2 __19;
          int2 v__24 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
          int2 v__25 = make_int2(3, 3);
          __19.x = (v__24.x%v__25.x);
          __19.y = (v__24.y%v__25.y);
        __15.x = (__16.x+__19.x);
        __15.y = (__16.y+__19.y);
      int2 __20;
        int2 __21;
          int2 __22;
            int2 v__26 = make_int2(((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)), ((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)));
            int2 __23;
              int2 __24;
                int2 v__27 = make_int2((((((int)threadIdx.x) % 6) * 2))+(1*0), (((((int)threadIdx.x) % 6) * 2))+(1*1));
                int2 v__28 = make_int2(3, 3);
                __24.x = (v__27.x/v__28.x);
                __24.y = (v__27.y/v__28.y);
              int2 v__29 = make_int2(9, 9);
              __23.x = (__24.x*v__29.x);
              __23.y = (__24.y*v__29.y);
            __22.x = (v__26.x+__23.x);
            __22.y = (v__26.y+__23.y);
          int2 __25;
            int2 __26;
              int2 v__30 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
              int2 v__31 = make_int2(3, 3);
              __26.x = (v__30.x%v__31.x);
              __26.y = (v__30.y%v__31.y);
            int2 v__32 = make_int2(3, 3);
            __25.x = (__26.x*v__32.x);
            __25.y = (__26.y*v__32.y);
          __21.x = (__22.x+__25.x);
          __21.y = (__22.y+__25.y);
        int2 v__33 = make_int2(0, 0);
        __20.x = (__21.x+v__33.x);
        __20.y = (__21.y+v__33.y);
      float2 v__34 = make_float2(kernel_ptr[__20.x],kernel_ptr[__20.y]);
      kernel_shared_ptr[__15.x] = v__34.x;
      kernel_shared_ptr[__15.y] = v__34.y;
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_5;
  if (17 <= ((int)threadIdx.x)) {
    condval_5 = data_ptr[(((int)threadIdx.x) - 17)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1292)] = condval_5;
  float condval_6;
  if ((1 <= (((((int)threadIdx.x) / 17) + 17) % 19)) && ((((((int)threadIdx.x) / 17) + 17) % 19) < 18)) {
    condval_6 = data_ptr[((((((((int)threadIdx.x) + 289) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 17)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1581)] = condval_6;
  float condval_7;
  if ((1 <= (((((int)threadIdx.x) / 17) + 15) % 19)) && ((((((int)threadIdx.x) / 17) + 15) % 19) < 18)) {
    condval_7 = data_ptr[((((((((int)threadIdx.x) + 578) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 15) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 17)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 578) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 15) % 19) * 17)) + (((int)threadIdx.x) % 17)) + 1292)] = condval_7;
  float condval_8;
  if ((1 <= (((((int)threadIdx.x) / 17) + 13) % 19)) && ((((((int)threadIdx.x) / 17) + 13) % 19) < 18)) {
    condval_8 = data_ptr[((((((((int)threadIdx.x) + 867) / 323) * 289) + ((((((int)threadIdx.x) / 17) + 13) % 19) * 17)) + (((int)threadIdx.x) % 17)) - 17)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 867) / 323) * 323) + ((((((int)threadIdx.x) / 17) + 13) % 19) * 17)) + (((int)threadIdx.x) % 17)) + 1292)] = condval_8;
  if (((int)threadIdx.x) < 136) {
    float condval_9;
    if (((int)threadIdx.x) < 119) {
      condval_9 = data_ptr[(((int)threadIdx.x) + 1037)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2448)] = condval_9;
  }
  if (((int)threadIdx.x) < 48) {
      int2 __27;
        int2 __28;
          int2 v__35 = make_int2((((((int)threadIdx.x) / 6) * 12) + 96), (((((int)threadIdx.x) / 6) * 12) + 96));
          int2 __29;
            int2 __30;
              int2 v__36 = make_int2((((((int)threadIdx.x) % 6) * 2))+(1*0), (((((int)threadIdx.x) % 6) * 2))+(1*1));
              int2 v__37 = make_int2(3, 3);
              __30.x = (v__36.x/v__37.x);
              __30.y = (v__36.y/v__37.y);
            int2 v__38 = make_int2(3, 3);
            __29.x = (__30.x*v__38.x);
            __29.y = (__30.y*v__38.y);
          __28.x = (v__35.x+__29.x);
          __28.y = (v__35.y+__29.y);
        int2 __31;
          int2 v__39 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
          int2 v__40 = make_int2(3, 3);
          __31.x = (v__39.x%v__40.x);
          __31.y = (v__39.y%v__40.y);
        __27.x = (__28.x+__31.x);
        __27.y = (__28.y+__31.y);
      int2 __32;
        int2 __33;
          int2 __34;
            int2 v__41 = make_int2(((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)), ((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)));
            int2 __35;
              int2 __36;
                int2 v__42 = make_int2((((((int)threadIdx.x) % 6) * 2))+(1*0), (((((int)threadIdx.x) % 6) * 2))+(1*1));
                int2 v__43 = make_int2(3, 3);
                __36.x = (v__42.x/v__43.x);
                __36.y = (v__42.y/v__43.y);
              int2 v__44 = make_int2(9, 9);
              __35.x = (__36.x*v__44.x);
              __35.y = (__36.y*v__44.y);
            __34.x = (v__41.x+__35.x);
            __34.y = (v__41.y+__35.y);
          int2 __37;
            int2 __38;
              int2 v__45 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
              int2 v__46 = make_int2(3, 3);
              __38.x = (v__45.x%v__46.x);
              __38.y = (v__45.y%v__46.y);
            int2 v__47 = make_int2(3, 3);
            __37.x = (__38.x*v__47.x);
            __37.y = (__38.y*v__47.y);
          __33.x = (__34.x+__37.x);
          __33.y = (__34.y+__37.y);
        int2 v__48 = make_int2(1, 1);
        __32.x = (__33.x+v__48.x);
        __32.y = (__33.y+v__48.y);
      float2 v__49 = make_float2(kernel_ptr[__32.x],kernel_ptr[__32.y]);
      kernel_shared_ptr[__27.x] = v__49.x;
      kernel_shared_ptr[__27.y] = v__49.y;
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 382; ++rc_0_ry_0_rx_0_fused) {
    int cse_v8 = (rc_0_ry_0_rx_0_fused + 2);
    int cse_v19 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v20 = ((rc_0_ry_0_rx_0_fused + 2) / 3);
    int cse_v33 = ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3));
    int cse_v34 = (((rc_0_ry_0_rx_0_fused + 2) / 3) * 1156);
    int cse_v35 = (((rc_0_ry_0_rx_0_fused + 2) % 3) * 1292);
    int cse_v47 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1292) + ((int)threadIdx.x));
    int cse_v49 = (((((rc_0_ry_0_rx_0_fused + 2) / 3) * 1156) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3));
    __syncthreads();
    float condval_10;
    if (((17 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_10 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 1156) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1292) + ((int)threadIdx.x))] = condval_10;
    float condval_11;
    if ((((1 <= (((((int)threadIdx.x) / 17) + 17) % 19)) && ((((((int)threadIdx.x) / 17) + 17) % 19) < 18)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_11 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 1156) + (((((int)threadIdx.x) + 289) / 323) * 289)) + ((((((int)threadIdx.x) / 17) + 17) % 19) * 17)) + (((int)threadIdx.x) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1292) + ((int)threadIdx.x)) + 289)] = condval_11;
    float condval_12;
    if ((((1 <= (((((int)threadIdx.x) / 17) + 15) % 19)) && ((((((int)threadIdx.x) / 17) + 15) % 19) < 18)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_12 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 1156) + (((((int)threadIdx.x) + 578) / 323) * 289)) + ((((((int)threadIdx.x) / 17) + 15) % 19) * 17)) + (((int)threadIdx.x) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1292) + (((((int)threadIdx.x) + 578) / 323) * 323)) + ((((((int)threadIdx.x) / 17) + 15) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_12;
    float condval_13;
    if ((((1 <= (((((int)threadIdx.x) / 17) + 13) % 19)) && ((((((int)threadIdx.x) / 17) + 13) % 19) < 18)) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_13 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 1156) + (((((int)threadIdx.x) + 867) / 323) * 289)) + ((((((int)threadIdx.x) / 17) + 13) % 19) * 17)) + (((int)threadIdx.x) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1292) + (((((int)threadIdx.x) + 867) / 323) * 323)) + ((((((int)threadIdx.x) / 17) + 13) % 19) * 17)) + (((int)threadIdx.x) % 17))] = condval_13;
    if (((int)threadIdx.x) < 136) {
      float condval_14;
      if (((((int)threadIdx.x) < 119) && (1 <= ((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((int)threadIdx.x) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
        condval_14 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 1156) + ((int)threadIdx.x)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1036)];
      } else {
        condval_14 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1292) + ((int)threadIdx.x)) + 1156)] = condval_14;
    }
    if (((int)threadIdx.x) < 48) {
        int2 __39;
          int2 __40;
            int2 v__50 = make_int2(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 96) + ((((int)threadIdx.x) / 6) * 12)), ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 96) + ((((int)threadIdx.x) / 6) * 12)));
            int2 __41;
              int2 __42;
                int2 v__51 = make_int2((((((int)threadIdx.x) % 6) * 2))+(1*0), (((((int)threadIdx.x) % 6) * 2))+(1*1));
                int2 v__52 = make_int2(3, 3);
                __42.x = (v__51.x/v__52.x);
                __42.y = (v__51.y/v__52.y);
              int2 v__53 = make_int2(3, 3);
              __41.x = (__42.x*v__53.x);
              __41.y = (__42.y*v__53.y);
            __40.x = (v__50.x+__41.x);
            __40.y = (v__50.y+__41.y);
          int2 __43;
            int2 v__54 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
            int2 v__55 = make_int2(3, 3);
            __43.x = (v__54.x%v__55.x);
            __43.y = (v__54.y%v__55.y);
          __39.x = (__40.x+__43.x);
          __39.y = (__40.y+__43.y);
        int2 __44;
          int2 __45;
            int2 __46;
              int2 v__56 = make_int2((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 36)), (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 6) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 36)));
              int2 __47;
                int2 __48;
                  int2 v__57 = make_int2((((((int)threadIdx.x) % 6) * 2))+(1*0), (((((int)threadIdx.x) % 6) * 2))+(1*1));
                  int2 v__58 = make_int2(3, 3);
                  __48.x = (v__57.x/v__58.x);
                  __48.y = (v__57.y/v__58.y);
                int2 v__59 = make_int2(9, 9);
                __47.x = (__48.x*v__59.x);
                __47.y = (__48.y*v__59.y);
              __46.x = (v__56.x+__47.x);
              __46.y = (v__56.y+__47.y);
            int2 __49;
              int2 __50;
                int2 v__60 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
                int2 v__61 = make_int2(3, 3);
                __50.x = (v__60.x%v__61.x);
                __50.y = (v__60.y%v__61.y);
              int2 v__62 = make_int2(3, 3);
              __49.x = (__50.x*v__62.x);
              __49.y = (__50.y*v__62.y);
            __45.x = (__46.x+__49.x);
            __45.y = (__46.y+__49.y);
          int2 v__63 = make_int2(((rc_0_ry_0_rx_0_fused + 2) % 3), ((rc_0_ry_0_rx_0_fused + 2) % 3));
          __44.x = (__45.x+v__63.x);
          __44.y = (__45.y+v__63.y);
        float2 v__64 = make_float2(kernel_ptr[__44.x],kernel_ptr[__44.y]);
        kernel_shared_ptr[__39.x] = v__64.x;
        kernel_shared_ptr[__39.y] = v__64.y;
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int rc_2 = 0; rc_2 < 4; ++rc_2) {
      int cse_v9 = (rc_0_ry_0_rx_0_fused % 3);
      int cse_v36 = (((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3));
      int cse_v48 = ((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x))] * kernel_shared_ptr[(((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3))]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 48)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 12)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 60)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 24)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 72)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 36)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 84)]));
      int cse_v50 = (((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 17);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 17)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 1)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 17)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 49)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 17)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 13)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 17)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 61)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 17)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 25)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 17)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 73)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 17)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 37)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 17)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 85)]));
      int cse_v51 = (((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 34);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 34)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 2)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 34)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 50)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 34)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 14)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 34)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 62)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 34)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 26)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 34)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 74)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 34)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 38)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1292) + (rc_2 * 323)) + ((int)threadIdx.x)) + 34)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + (rc_2 * 3)) + 86)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_2_1 = 0; rc_2_1 < 4; ++rc_2_1) {
    int cse_v10 = (rc_2_1 * 3);
    int cse_v21 = ((rc_2_1 * 323) + ((int)threadIdx.x));
    int cse_v37 = (((rc_2_1 * 323) + ((int)threadIdx.x)) + 1292);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1292)] * kernel_shared_ptr[((rc_2_1 * 3) + 96)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1292)] * kernel_shared_ptr[((rc_2_1 * 3) + 144)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1292)] * kernel_shared_ptr[((rc_2_1 * 3) + 108)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1292)] * kernel_shared_ptr[((rc_2_1 * 3) + 156)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1292)] * kernel_shared_ptr[((rc_2_1 * 3) + 120)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1292)] * kernel_shared_ptr[((rc_2_1 * 3) + 168)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1292)] * kernel_shared_ptr[((rc_2_1 * 3) + 132)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1292)] * kernel_shared_ptr[((rc_2_1 * 3) + 180)]));
    int cse_v38 = (((rc_2_1 * 323) + ((int)threadIdx.x)) + 1309);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1309)] * kernel_shared_ptr[((rc_2_1 * 3) + 97)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1309)] * kernel_shared_ptr[((rc_2_1 * 3) + 145)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1309)] * kernel_shared_ptr[((rc_2_1 * 3) + 109)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1309)] * kernel_shared_ptr[((rc_2_1 * 3) + 157)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1309)] * kernel_shared_ptr[((rc_2_1 * 3) + 121)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1309)] * kernel_shared_ptr[((rc_2_1 * 3) + 169)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1309)] * kernel_shared_ptr[((rc_2_1 * 3) + 133)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1309)] * kernel_shared_ptr[((rc_2_1 * 3) + 181)]));
    int cse_v39 = (((rc_2_1 * 323) + ((int)threadIdx.x)) + 1326);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1326)] * kernel_shared_ptr[((rc_2_1 * 3) + 98)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1326)] * kernel_shared_ptr[((rc_2_1 * 3) + 146)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1326)] * kernel_shared_ptr[((rc_2_1 * 3) + 110)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1326)] * kernel_shared_ptr[((rc_2_1 * 3) + 158)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1326)] * kernel_shared_ptr[((rc_2_1 * 3) + 122)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1326)] * kernel_shared_ptr[((rc_2_1 * 3) + 170)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1326)] * kernel_shared_ptr[((rc_2_1 * 3) + 134)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_2_1 * 323) + ((int)threadIdx.x)) + 1326)] * kernel_shared_ptr[((rc_2_1 * 3) + 182)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_2_2 = 0; rc_2_2 < 4; ++rc_2_2) {
    int cse_v11 = (rc_2_2 * 3);
    int cse_v22 = ((rc_2_2 * 323) + ((int)threadIdx.x));
    int cse_v40 = (((rc_2_2 * 323) + ((int)threadIdx.x)) + 2584);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2584)] * kernel_shared_ptr[((rc_2_2 * 3) + 192)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2584)] * kernel_shared_ptr[((rc_2_2 * 3) + 240)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2584)] * kernel_shared_ptr[((rc_2_2 * 3) + 204)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2584)] * kernel_shared_ptr[((rc_2_2 * 3) + 252)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2584)] * kernel_shared_ptr[((rc_2_2 * 3) + 216)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2584)] * kernel_shared_ptr[((rc_2_2 * 3) + 264)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2584)] * kernel_shared_ptr[((rc_2_2 * 3) + 228)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2584)] * kernel_shared_ptr[((rc_2_2 * 3) + 276)]));
    int cse_v41 = (((rc_2_2 * 323) + ((int)threadIdx.x)) + 2601);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2601)] * kernel_shared_ptr[((rc_2_2 * 3) + 193)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2601)] * kernel_shared_ptr[((rc_2_2 * 3) + 241)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2601)] * kernel_shared_ptr[((rc_2_2 * 3) + 205)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2601)] * kernel_shared_ptr[((rc_2_2 * 3) + 253)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2601)] * kernel_shared_ptr[((rc_2_2 * 3) + 217)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2601)] * kernel_shared_ptr[((rc_2_2 * 3) + 265)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2601)] * kernel_shared_ptr[((rc_2_2 * 3) + 229)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2601)] * kernel_shared_ptr[((rc_2_2 * 3) + 277)]));
    int cse_v42 = (((rc_2_2 * 323) + ((int)threadIdx.x)) + 2618);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2618)] * kernel_shared_ptr[((rc_2_2 * 3) + 194)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2618)] * kernel_shared_ptr[((rc_2_2 * 3) + 242)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2618)] * kernel_shared_ptr[((rc_2_2 * 3) + 206)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2618)] * kernel_shared_ptr[((rc_2_2 * 3) + 254)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2618)] * kernel_shared_ptr[((rc_2_2 * 3) + 218)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2618)] * kernel_shared_ptr[((rc_2_2 * 3) + 266)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2618)] * kernel_shared_ptr[((rc_2_2 * 3) + 230)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_2_2 * 323) + ((int)threadIdx.x)) + 2618)] * kernel_shared_ptr[((rc_2_2 * 3) + 278)]));
  }
  int cse_v23 = ((((int)blockIdx.x) * 2312) + ((int)threadIdx.x));
  conv2d_nchw_ptr[((((int)blockIdx.x) * 2312) + ((int)threadIdx.x))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((int)threadIdx.x)) + 1156)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((int)threadIdx.x)) + 289)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((int)threadIdx.x)) + 1445)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((int)threadIdx.x)) + 578)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((int)threadIdx.x)) + 1734)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((int)threadIdx.x)) + 867)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((int)threadIdx.x)) + 2023)] = conv2d_nchw_local_ptr[7];
}

