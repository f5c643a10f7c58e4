
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
extern "C" __global__ void __launch_bounds__(272) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(272) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[1260];
  __shared__ alignas(64) float kernel_shared_ptr[864];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) >> 3);
  int cse_v2 = (((int)blockIdx.x) & 7);
  int cse_v3 = (((int)threadIdx.x) % 35);
  int cse_v4 = (((int)threadIdx.x) * 2);
  int2 __1;
    int2 v_ = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
    int2 v__1 = make_int2(3, 3);
    __1.x = (v_.x%v__1.x);
    __1.y = (v_.y%v__1.y);
  int2 cse_v5 = __1;
  int cse_v28 = ((((int)threadIdx.x) % 70) / 35);
  int cse_v29 = ((((int)blockIdx.x) & 7) * 68);
  int cse_v30 = ((((int)threadIdx.x) % 35) * 2);
  int cse_v31 = ((((int)blockIdx.x) >> 3) * 1088);
  int2 __2;
    int2 __3;
      int2 v__2 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
      int2 v__3 = make_int2(3, 3);
      __3.x = (v__2.x/v__3.x);
      __3.y = (v__2.y/v__3.y);
    int2 v__4 = make_int2(9, 9);
    __2.x = (__3.x*v__4.x);
    __2.y = (__3.y*v__4.y);
  int2 cse_v32 = __2;
  int cse_v36 = (((((int)blockIdx.x) >> 3) * 2) + ((((int)threadIdx.x) % 70) / 35));
  int cse_v37 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 35) * 2));
  int cse_v38 = (((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 35));
  int cse_v150 = ((((((((int)threadIdx.x) / 70) * 295936) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 70) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 35) * 2));
  if (((int)threadIdx.x) < 210) {
    float condval;
    if ((1 <= (((((int)blockIdx.x) >> 3) * 2) + ((((int)threadIdx.x) % 70) / 35))) && (1 < (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 35) * 2)))) {
      condval = data_ptr[(((((((((int)threadIdx.x) / 70) * 295936) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 70) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 35) * 2)) - 545)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
    float condval_1;
    if ((1 <= (((((int)blockIdx.x) >> 3) * 2) + ((((int)threadIdx.x) % 70) / 35))) && ((((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 35)) < 272)) {
      condval_1 = data_ptr[(((((((((int)threadIdx.x) / 70) * 295936) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 70) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 35) * 2)) - 544)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
  }
  if (((int)threadIdx.x) < 144) {
    int2 __4;
      int2 __5;
        int2 __6;
          int2 __7;
            int2 v__5 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
            int2 v__6 = make_int2(3, 3);
            __7.x = (v__5.x/v__6.x);
            __7.y = (v__5.y/v__6.y);
          int2 v__7 = make_int2(9, 9);
          __6.x = (__7.x*v__7.x);
          __6.y = (__7.y*v__7.y);
        int2 v__8 = make_int2(0, 0);
        __5.x = (__6.x+v__8.x);
        __5.y = (__6.y+v__8.y);
      int2 __8;
        int2 v__9 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
        int2 v__10 = make_int2(3, 3);
        __8.x = (v__9.x%v__10.x);
        __8.y = (v__9.y%v__10.y);
      __4.x = (__5.x+__8.x);
      __4.y = (__5.y+__8.y);
    *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = make_float2(kernel_ptr[__4.x],kernel_ptr[__4.y]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 210) {
    float condval_2;
    if (1 < (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 35) * 2))) {
      condval_2 = data_ptr[(((((((((int)threadIdx.x) / 70) * 295936) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 70) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 35) * 2)) - 1)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 420)] = condval_2;
    float condval_3;
    if ((((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 35)) < 272) {
      condval_3 = data_ptr[((((((((int)threadIdx.x) / 70) * 295936) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 70) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 35) * 2))];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 421)] = condval_3;
  }
  if (((int)threadIdx.x) < 144) {
    int2 __9;
      int2 __10;
        int2 __11;
          int2 __12;
            int2 v__11 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
            int2 v__12 = make_int2(3, 3);
            __12.x = (v__11.x/v__12.x);
            __12.y = (v__11.y/v__12.y);
          int2 v__13 = make_int2(9, 9);
          __11.x = (__12.x*v__13.x);
          __11.y = (__12.y*v__13.y);
        int2 v__14 = make_int2(3, 3);
        __10.x = (__11.x+v__14.x);
        __10.y = (__11.y+v__14.y);
      int2 __13;
        int2 v__15 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
        int2 v__16 = make_int2(3, 3);
        __13.x = (v__15.x%v__16.x);
        __13.y = (v__15.y%v__16.y);
      __9.x = (__10.x+__13.x);
      __9.y = (__10.y+__13.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 288)) = make_float2(kernel_ptr[__9.x],kernel_ptr[__9.y]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 210) {
    float condval_4;
    if (((((((int)blockIdx.x) >> 3) * 2) + ((((int)threadIdx.x) % 70) / 35)) < 543) && (1 < (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 35) * 2)))) {
      condval_4 = data_ptr[(((((((((int)threadIdx.x) / 70) * 295936) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 70) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 35) * 2)) + 543)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 840)] = condval_4;
    float condval_5;
    if (((((((int)blockIdx.x) >> 3) * 2) + ((((int)threadIdx.x) % 70) / 35)) < 543) && ((((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 35)) < 272)) {
      condval_5 = data_ptr[(((((((((int)threadIdx.x) / 70) * 295936) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 70) / 35) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 35) * 2)) + 544)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 841)] = condval_5;
  }
  if (((int)threadIdx.x) < 144) {
    int2 __14;
      int2 __15;
        int2 __16;
          int2 __17;
            int2 v__17 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
            int2 v__18 = make_int2(3, 3);
            __17.x = (v__17.x/v__18.x);
            __17.y = (v__17.y/v__18.y);
          int2 v__19 = make_int2(9, 9);
          __16.x = (__17.x*v__19.x);
          __16.y = (__17.y*v__19.y);
        int2 __18;
          int2 v__20 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
          int2 v__21 = make_int2(3, 3);
          __18.x = (v__20.x%v__21.x);
          __18.y = (v__20.y%v__21.y);
        __15.x = (__16.x+__18.x);
        __15.y = (__16.y+__18.y);
      int2 v__22 = make_int2(6, 6);
      __14.x = (__15.x+v__22.x);
      __14.y = (__15.y+v__22.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 576)) = make_float2(kernel_ptr[__14.x],kernel_ptr[__14.y]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v6 = (((int)threadIdx.x) / 34);
  int cse_v33 = ((((int)threadIdx.x) % 34) / 17);
  int cse_v34 = ((((int)threadIdx.x) % 17) * 2);
  int cse_v35 = ((((int)threadIdx.x) / 34) * 36);
  int cse_v146 = ((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int xx_3 = 0; xx_3 < 2; ++xx_3) {
    int cse_v147 = (((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3);
    conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3)] * kernel_shared_ptr[((((int)threadIdx.x) / 34) * 36)]));
    int cse_v7 = (xx_3 + 8);
    int cse_v151 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 34);
    conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 34)] * kernel_shared_ptr[((((int)threadIdx.x) / 34) * 36)]));
    int cse_v8 = (xx_3 + 2);
    int cse_v39 = (((((int)threadIdx.x) / 34) * 36) + 9);
    conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 9)]));
    int cse_v9 = (xx_3 + 10);
    conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 9)]));
    int cse_v10 = (xx_3 + 4);
    int cse_v40 = (((((int)threadIdx.x) / 34) * 36) + 18);
    conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 18)]));
    int cse_v11 = (xx_3 + 12);
    conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 18)]));
    int cse_v12 = (xx_3 + 6);
    int cse_v41 = (((((int)threadIdx.x) / 34) * 36) + 27);
    conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 27)]));
    int cse_v13 = (xx_3 + 14);
    conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 27)]));
    int cse_v42 = (((((int)threadIdx.x) / 34) * 36) + 1);
    int cse_v152 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 1);
    conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 1)]));
    int cse_v153 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 35);
    conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 35)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 1)]));
    int cse_v43 = (((((int)threadIdx.x) / 34) * 36) + 10);
    conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 10)]));
    conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 35)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 10)]));
    int cse_v44 = (((((int)threadIdx.x) / 34) * 36) + 19);
    conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 19)]));
    conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 35)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 19)]));
    int cse_v45 = (((((int)threadIdx.x) / 34) * 36) + 28);
    conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 28)]));
    conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 35)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 28)]));
    int cse_v46 = (((((int)threadIdx.x) / 34) * 36) + 2);
    int cse_v154 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 2);
    conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 2)]));
    int cse_v155 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 36);
    conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 2)]));
    int cse_v47 = (((((int)threadIdx.x) / 34) * 36) + 11);
    conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 11)]));
    conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 11)]));
    int cse_v48 = (((((int)threadIdx.x) / 34) * 36) + 20);
    conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 20)]));
    conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 20)]));
    int cse_v49 = (((((int)threadIdx.x) / 34) * 36) + 29);
    conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 29)]));
    conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 36)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 29)]));
    int cse_v50 = (((((int)threadIdx.x) / 34) * 36) + 3);
    int cse_v156 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 140);
    conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 3)]));
    int cse_v157 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 174);
    conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 174)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 3)]));
    int cse_v51 = (((((int)threadIdx.x) / 34) * 36) + 12);
    conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 12)]));
    conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 174)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 12)]));
    int cse_v52 = (((((int)threadIdx.x) / 34) * 36) + 21);
    conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 21)]));
    conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 174)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 21)]));
    int cse_v53 = (((((int)threadIdx.x) / 34) * 36) + 30);
    conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 30)]));
    conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 174)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 30)]));
    int cse_v54 = (((((int)threadIdx.x) / 34) * 36) + 4);
    int cse_v158 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 141);
    conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 4)]));
    int cse_v159 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 175);
    conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 175)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 4)]));
    int cse_v55 = (((((int)threadIdx.x) / 34) * 36) + 13);
    conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 13)]));
    conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 175)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 13)]));
    int cse_v56 = (((((int)threadIdx.x) / 34) * 36) + 22);
    conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 22)]));
    conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 175)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 22)]));
    int cse_v57 = (((((int)threadIdx.x) / 34) * 36) + 31);
    conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 31)]));
    conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 175)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 31)]));
    int cse_v58 = (((((int)threadIdx.x) / 34) * 36) + 5);
    int cse_v160 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 142);
    conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 5)]));
    int cse_v161 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 176);
    conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 176)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 5)]));
    int cse_v59 = (((((int)threadIdx.x) / 34) * 36) + 14);
    conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 14)]));
    conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 176)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 14)]));
    int cse_v60 = (((((int)threadIdx.x) / 34) * 36) + 23);
    conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 23)]));
    conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 176)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 23)]));
    int cse_v61 = (((((int)threadIdx.x) / 34) * 36) + 32);
    conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 32)]));
    conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 176)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 32)]));
    int cse_v62 = (((((int)threadIdx.x) / 34) * 36) + 6);
    int cse_v162 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 280);
    conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 6)]));
    int cse_v163 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 314);
    conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 314)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 6)]));
    int cse_v63 = (((((int)threadIdx.x) / 34) * 36) + 15);
    conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 15)]));
    conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 314)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 15)]));
    int cse_v64 = (((((int)threadIdx.x) / 34) * 36) + 24);
    conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 24)]));
    conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 314)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 24)]));
    int cse_v65 = (((((int)threadIdx.x) / 34) * 36) + 33);
    conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 33)]));
    conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 314)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 33)]));
    int cse_v66 = (((((int)threadIdx.x) / 34) * 36) + 7);
    int cse_v164 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 281);
    conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 7)]));
    int cse_v165 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 315);
    conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 7)]));
    int cse_v67 = (((((int)threadIdx.x) / 34) * 36) + 16);
    conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 16)]));
    conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 16)]));
    int cse_v68 = (((((int)threadIdx.x) / 34) * 36) + 25);
    conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 25)]));
    conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 25)]));
    int cse_v69 = (((((int)threadIdx.x) / 34) * 36) + 34);
    conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 34)]));
    conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 34)]));
    int cse_v70 = (((((int)threadIdx.x) / 34) * 36) + 8);
    int cse_v166 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 282);
    conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 8)]));
    int cse_v167 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 316);
    conv2d_nchw_local_ptr[(xx_3 + 8)] = (conv2d_nchw_local_ptr[(xx_3 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 8)]));
    int cse_v71 = (((((int)threadIdx.x) / 34) * 36) + 17);
    conv2d_nchw_local_ptr[(xx_3 + 2)] = (conv2d_nchw_local_ptr[(xx_3 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 17)]));
    conv2d_nchw_local_ptr[(xx_3 + 10)] = (conv2d_nchw_local_ptr[(xx_3 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 17)]));
    int cse_v72 = (((((int)threadIdx.x) / 34) * 36) + 26);
    conv2d_nchw_local_ptr[(xx_3 + 4)] = (conv2d_nchw_local_ptr[(xx_3 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 26)]));
    conv2d_nchw_local_ptr[(xx_3 + 12)] = (conv2d_nchw_local_ptr[(xx_3 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 26)]));
    int cse_v73 = (((((int)threadIdx.x) / 34) * 36) + 35);
    conv2d_nchw_local_ptr[(xx_3 + 6)] = (conv2d_nchw_local_ptr[(xx_3 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 35)]));
    conv2d_nchw_local_ptr[(xx_3 + 14)] = (conv2d_nchw_local_ptr[(xx_3 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 35)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int xx_3_1 = 0; xx_3_1 < 2; ++xx_3_1) {
    int cse_v74 = (((((int)threadIdx.x) / 34) * 36) + 288);
    int cse_v148 = (((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1);
    int cse_v168 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 420);
    conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 288)]));
    int cse_v14 = (xx_3_1 + 8);
    int cse_v169 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 454);
    conv2d_nchw_local_ptr[(xx_3_1 + 8)] = (conv2d_nchw_local_ptr[(xx_3_1 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 454)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 288)]));
    int cse_v15 = (xx_3_1 + 2);
    int cse_v75 = (((((int)threadIdx.x) / 34) * 36) + 297);
    conv2d_nchw_local_ptr[(xx_3_1 + 2)] = (conv2d_nchw_local_ptr[(xx_3_1 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 297)]));
    int cse_v16 = (xx_3_1 + 10);
    conv2d_nchw_local_ptr[(xx_3_1 + 10)] = (conv2d_nchw_local_ptr[(xx_3_1 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 454)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 297)]));
    int cse_v17 = (xx_3_1 + 4);
    int cse_v76 = (((((int)threadIdx.x) / 34) * 36) + 306);
    conv2d_nchw_local_ptr[(xx_3_1 + 4)] = (conv2d_nchw_local_ptr[(xx_3_1 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 306)]));
    int cse_v18 = (xx_3_1 + 12);
    conv2d_nchw_local_ptr[(xx_3_1 + 12)] = (conv2d_nchw_local_ptr[(xx_3_1 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 454)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 306)]));
    int cse_v19 = (xx_3_1 + 6);
    int cse_v77 = (((((int)threadIdx.x) / 34) * 36) + 315);
    conv2d_nchw_local_ptr[(xx_3_1 + 6)] = (conv2d_nchw_local_ptr[(xx_3_1 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 315)]));
    int cse_v20 = (xx_3_1 + 14);
    conv2d_nchw_local_ptr[(xx_3_1 + 14)] = (conv2d_nchw_local_ptr[(xx_3_1 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 454)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 315)]));
    int cse_v78 = (((((int)threadIdx.x) / 34) * 36) + 289);
    int cse_v170 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 421);
    conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 289)]));
    int cse_v171 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 455);
    conv2d_nchw_local_ptr[(xx_3_1 + 8)] = (conv2d_nchw_local_ptr[(xx_3_1 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 455)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 289)]));
    int cse_v79 = (((((int)threadIdx.x) / 34) * 36) + 298);
    conv2d_nchw_local_ptr[(xx_3_1 + 2)] = (conv2d_nchw_local_ptr[(xx_3_1 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 298)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 10)] = (conv2d_nchw_local_ptr[(xx_3_1 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 455)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 298)]));
    int cse_v80 = (((((int)threadIdx.x) / 34) * 36) + 307);
    conv2d_nchw_local_ptr[(xx_3_1 + 4)] = (conv2d_nchw_local_ptr[(xx_3_1 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 307)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 12)] = (conv2d_nchw_local_ptr[(xx_3_1 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 455)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 307)]));
    int cse_v81 = (((((int)threadIdx.x) / 34) * 36) + 316);
    conv2d_nchw_local_ptr[(xx_3_1 + 6)] = (conv2d_nchw_local_ptr[(xx_3_1 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 316)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 14)] = (conv2d_nchw_local_ptr[(xx_3_1 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 455)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 316)]));
    int cse_v82 = (((((int)threadIdx.x) / 34) * 36) + 290);
    int cse_v172 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 422);
    conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 290)]));
    int cse_v173 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 456);
    conv2d_nchw_local_ptr[(xx_3_1 + 8)] = (conv2d_nchw_local_ptr[(xx_3_1 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 290)]));
    int cse_v83 = (((((int)threadIdx.x) / 34) * 36) + 299);
    conv2d_nchw_local_ptr[(xx_3_1 + 2)] = (conv2d_nchw_local_ptr[(xx_3_1 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 299)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 10)] = (conv2d_nchw_local_ptr[(xx_3_1 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 299)]));
    int cse_v84 = (((((int)threadIdx.x) / 34) * 36) + 308);
    conv2d_nchw_local_ptr[(xx_3_1 + 4)] = (conv2d_nchw_local_ptr[(xx_3_1 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 308)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 12)] = (conv2d_nchw_local_ptr[(xx_3_1 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 308)]));
    int cse_v85 = (((((int)threadIdx.x) / 34) * 36) + 317);
    conv2d_nchw_local_ptr[(xx_3_1 + 6)] = (conv2d_nchw_local_ptr[(xx_3_1 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 317)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 14)] = (conv2d_nchw_local_ptr[(xx_3_1 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 456)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 317)]));
    int cse_v86 = (((((int)threadIdx.x) / 34) * 36) + 291);
    int cse_v174 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 560);
    conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 291)]));
    int cse_v175 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 594);
    conv2d_nchw_local_ptr[(xx_3_1 + 8)] = (conv2d_nchw_local_ptr[(xx_3_1 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 594)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 291)]));
    int cse_v87 = (((((int)threadIdx.x) / 34) * 36) + 300);
    conv2d_nchw_local_ptr[(xx_3_1 + 2)] = (conv2d_nchw_local_ptr[(xx_3_1 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 300)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 10)] = (conv2d_nchw_local_ptr[(xx_3_1 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 594)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 300)]));
    int cse_v88 = (((((int)threadIdx.x) / 34) * 36) + 309);
    conv2d_nchw_local_ptr[(xx_3_1 + 4)] = (conv2d_nchw_local_ptr[(xx_3_1 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 309)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 12)] = (conv2d_nchw_local_ptr[(xx_3_1 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 594)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 309)]));
    int cse_v89 = (((((int)threadIdx.x) / 34) * 36) + 318);
    conv2d_nchw_local_ptr[(xx_3_1 + 6)] = (conv2d_nchw_local_ptr[(xx_3_1 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 318)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 14)] = (conv2d_nchw_local_ptr[(xx_3_1 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 594)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 318)]));
    int cse_v90 = (((((int)threadIdx.x) / 34) * 36) + 292);
    int cse_v176 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 561);
    conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 292)]));
    int cse_v177 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 595);
    conv2d_nchw_local_ptr[(xx_3_1 + 8)] = (conv2d_nchw_local_ptr[(xx_3_1 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 595)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 292)]));
    int cse_v91 = (((((int)threadIdx.x) / 34) * 36) + 301);
    conv2d_nchw_local_ptr[(xx_3_1 + 2)] = (conv2d_nchw_local_ptr[(xx_3_1 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 301)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 10)] = (conv2d_nchw_local_ptr[(xx_3_1 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 595)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 301)]));
    int cse_v92 = (((((int)threadIdx.x) / 34) * 36) + 310);
    conv2d_nchw_local_ptr[(xx_3_1 + 4)] = (conv2d_nchw_local_ptr[(xx_3_1 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 310)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 12)] = (conv2d_nchw_local_ptr[(xx_3_1 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 595)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 310)]));
    int cse_v93 = (((((int)threadIdx.x) / 34) * 36) + 319);
    conv2d_nchw_local_ptr[(xx_3_1 + 6)] = (conv2d_nchw_local_ptr[(xx_3_1 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 319)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 14)] = (conv2d_nchw_local_ptr[(xx_3_1 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 595)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 319)]));
    int cse_v94 = (((((int)threadIdx.x) / 34) * 36) + 293);
    int cse_v178 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 562);
    conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 293)]));
    int cse_v179 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 596);
    conv2d_nchw_local_ptr[(xx_3_1 + 8)] = (conv2d_nchw_local_ptr[(xx_3_1 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 596)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 293)]));
    int cse_v95 = (((((int)threadIdx.x) / 34) * 36) + 302);
    conv2d_nchw_local_ptr[(xx_3_1 + 2)] = (conv2d_nchw_local_ptr[(xx_3_1 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 302)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 10)] = (conv2d_nchw_local_ptr[(xx_3_1 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 596)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 302)]));
    int cse_v96 = (((((int)threadIdx.x) / 34) * 36) + 311);
    conv2d_nchw_local_ptr[(xx_3_1 + 4)] = (conv2d_nchw_local_ptr[(xx_3_1 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 311)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 12)] = (conv2d_nchw_local_ptr[(xx_3_1 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 596)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 311)]));
    int cse_v97 = (((((int)threadIdx.x) / 34) * 36) + 320);
    conv2d_nchw_local_ptr[(xx_3_1 + 6)] = (conv2d_nchw_local_ptr[(xx_3_1 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 320)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 14)] = (conv2d_nchw_local_ptr[(xx_3_1 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 596)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 320)]));
    int cse_v98 = (((((int)threadIdx.x) / 34) * 36) + 294);
    int cse_v180 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 700);
    conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 700)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 294)]));
    int cse_v181 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 734);
    conv2d_nchw_local_ptr[(xx_3_1 + 8)] = (conv2d_nchw_local_ptr[(xx_3_1 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 734)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 294)]));
    int cse_v99 = (((((int)threadIdx.x) / 34) * 36) + 303);
    conv2d_nchw_local_ptr[(xx_3_1 + 2)] = (conv2d_nchw_local_ptr[(xx_3_1 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 700)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 303)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 10)] = (conv2d_nchw_local_ptr[(xx_3_1 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 734)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 303)]));
    int cse_v100 = (((((int)threadIdx.x) / 34) * 36) + 312);
    conv2d_nchw_local_ptr[(xx_3_1 + 4)] = (conv2d_nchw_local_ptr[(xx_3_1 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 700)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 312)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 12)] = (conv2d_nchw_local_ptr[(xx_3_1 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 734)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 312)]));
    int cse_v101 = (((((int)threadIdx.x) / 34) * 36) + 321);
    conv2d_nchw_local_ptr[(xx_3_1 + 6)] = (conv2d_nchw_local_ptr[(xx_3_1 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 700)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 321)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 14)] = (conv2d_nchw_local_ptr[(xx_3_1 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 734)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 321)]));
    int cse_v102 = (((((int)threadIdx.x) / 34) * 36) + 295);
    int cse_v182 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 701);
    conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 701)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 295)]));
    int cse_v183 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 735);
    conv2d_nchw_local_ptr[(xx_3_1 + 8)] = (conv2d_nchw_local_ptr[(xx_3_1 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 735)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 295)]));
    int cse_v103 = (((((int)threadIdx.x) / 34) * 36) + 304);
    conv2d_nchw_local_ptr[(xx_3_1 + 2)] = (conv2d_nchw_local_ptr[(xx_3_1 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 701)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 304)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 10)] = (conv2d_nchw_local_ptr[(xx_3_1 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 735)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 304)]));
    int cse_v104 = (((((int)threadIdx.x) / 34) * 36) + 313);
    conv2d_nchw_local_ptr[(xx_3_1 + 4)] = (conv2d_nchw_local_ptr[(xx_3_1 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 701)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 313)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 12)] = (conv2d_nchw_local_ptr[(xx_3_1 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 735)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 313)]));
    int cse_v105 = (((((int)threadIdx.x) / 34) * 36) + 322);
    conv2d_nchw_local_ptr[(xx_3_1 + 6)] = (conv2d_nchw_local_ptr[(xx_3_1 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 701)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 322)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 14)] = (conv2d_nchw_local_ptr[(xx_3_1 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 735)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 322)]));
    int cse_v106 = (((((int)threadIdx.x) / 34) * 36) + 296);
    int cse_v184 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 702);
    conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 702)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 296)]));
    int cse_v185 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 736);
    conv2d_nchw_local_ptr[(xx_3_1 + 8)] = (conv2d_nchw_local_ptr[(xx_3_1 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 736)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 296)]));
    int cse_v107 = (((((int)threadIdx.x) / 34) * 36) + 305);
    conv2d_nchw_local_ptr[(xx_3_1 + 2)] = (conv2d_nchw_local_ptr[(xx_3_1 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 702)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 305)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 10)] = (conv2d_nchw_local_ptr[(xx_3_1 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 736)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 305)]));
    int cse_v108 = (((((int)threadIdx.x) / 34) * 36) + 314);
    conv2d_nchw_local_ptr[(xx_3_1 + 4)] = (conv2d_nchw_local_ptr[(xx_3_1 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 702)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 314)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 12)] = (conv2d_nchw_local_ptr[(xx_3_1 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 736)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 314)]));
    int cse_v109 = (((((int)threadIdx.x) / 34) * 36) + 323);
    conv2d_nchw_local_ptr[(xx_3_1 + 6)] = (conv2d_nchw_local_ptr[(xx_3_1 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 702)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 323)]));
    conv2d_nchw_local_ptr[(xx_3_1 + 14)] = (conv2d_nchw_local_ptr[(xx_3_1 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_1) + 736)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 323)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int xx_3_2 = 0; xx_3_2 < 2; ++xx_3_2) {
    int cse_v110 = (((((int)threadIdx.x) / 34) * 36) + 576);
    int cse_v149 = (((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2);
    int cse_v186 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 840);
    conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 840)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 576)]));
    int cse_v21 = (xx_3_2 + 8);
    int cse_v187 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 874);
    conv2d_nchw_local_ptr[(xx_3_2 + 8)] = (conv2d_nchw_local_ptr[(xx_3_2 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 874)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 576)]));
    int cse_v22 = (xx_3_2 + 2);
    int cse_v111 = (((((int)threadIdx.x) / 34) * 36) + 585);
    conv2d_nchw_local_ptr[(xx_3_2 + 2)] = (conv2d_nchw_local_ptr[(xx_3_2 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 840)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 585)]));
    int cse_v23 = (xx_3_2 + 10);
    conv2d_nchw_local_ptr[(xx_3_2 + 10)] = (conv2d_nchw_local_ptr[(xx_3_2 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 874)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 585)]));
    int cse_v24 = (xx_3_2 + 4);
    int cse_v112 = (((((int)threadIdx.x) / 34) * 36) + 594);
    conv2d_nchw_local_ptr[(xx_3_2 + 4)] = (conv2d_nchw_local_ptr[(xx_3_2 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 840)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 594)]));
    int cse_v25 = (xx_3_2 + 12);
    conv2d_nchw_local_ptr[(xx_3_2 + 12)] = (conv2d_nchw_local_ptr[(xx_3_2 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 874)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 594)]));
    int cse_v26 = (xx_3_2 + 6);
    int cse_v113 = (((((int)threadIdx.x) / 34) * 36) + 603);
    conv2d_nchw_local_ptr[(xx_3_2 + 6)] = (conv2d_nchw_local_ptr[(xx_3_2 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 840)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 603)]));
    int cse_v27 = (xx_3_2 + 14);
    conv2d_nchw_local_ptr[(xx_3_2 + 14)] = (conv2d_nchw_local_ptr[(xx_3_2 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 874)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 603)]));
    int cse_v114 = (((((int)threadIdx.x) / 34) * 36) + 577);
    int cse_v188 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 841);
    conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 841)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 577)]));
    int cse_v189 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 875);
    conv2d_nchw_local_ptr[(xx_3_2 + 8)] = (conv2d_nchw_local_ptr[(xx_3_2 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 875)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 577)]));
    int cse_v115 = (((((int)threadIdx.x) / 34) * 36) + 586);
    conv2d_nchw_local_ptr[(xx_3_2 + 2)] = (conv2d_nchw_local_ptr[(xx_3_2 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 841)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 586)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 10)] = (conv2d_nchw_local_ptr[(xx_3_2 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 875)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 586)]));
    int cse_v116 = (((((int)threadIdx.x) / 34) * 36) + 595);
    conv2d_nchw_local_ptr[(xx_3_2 + 4)] = (conv2d_nchw_local_ptr[(xx_3_2 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 841)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 595)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 12)] = (conv2d_nchw_local_ptr[(xx_3_2 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 875)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 595)]));
    int cse_v117 = (((((int)threadIdx.x) / 34) * 36) + 604);
    conv2d_nchw_local_ptr[(xx_3_2 + 6)] = (conv2d_nchw_local_ptr[(xx_3_2 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 841)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 604)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 14)] = (conv2d_nchw_local_ptr[(xx_3_2 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 875)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 604)]));
    int cse_v118 = (((((int)threadIdx.x) / 34) * 36) + 578);
    int cse_v190 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 842);
    conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 842)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 578)]));
    int cse_v191 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 876);
    conv2d_nchw_local_ptr[(xx_3_2 + 8)] = (conv2d_nchw_local_ptr[(xx_3_2 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 876)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 578)]));
    int cse_v119 = (((((int)threadIdx.x) / 34) * 36) + 587);
    conv2d_nchw_local_ptr[(xx_3_2 + 2)] = (conv2d_nchw_local_ptr[(xx_3_2 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 842)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 587)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 10)] = (conv2d_nchw_local_ptr[(xx_3_2 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 876)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 587)]));
    int cse_v120 = (((((int)threadIdx.x) / 34) * 36) + 596);
    conv2d_nchw_local_ptr[(xx_3_2 + 4)] = (conv2d_nchw_local_ptr[(xx_3_2 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 842)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 596)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 12)] = (conv2d_nchw_local_ptr[(xx_3_2 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 876)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 596)]));
    int cse_v121 = (((((int)threadIdx.x) / 34) * 36) + 605);
    conv2d_nchw_local_ptr[(xx_3_2 + 6)] = (conv2d_nchw_local_ptr[(xx_3_2 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 842)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 605)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 14)] = (conv2d_nchw_local_ptr[(xx_3_2 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 876)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 605)]));
    int cse_v122 = (((((int)threadIdx.x) / 34) * 36) + 579);
    int cse_v192 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 980);
    conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 980)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 579)]));
    int cse_v193 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1014);
    conv2d_nchw_local_ptr[(xx_3_2 + 8)] = (conv2d_nchw_local_ptr[(xx_3_2 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1014)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 579)]));
    int cse_v123 = (((((int)threadIdx.x) / 34) * 36) + 588);
    conv2d_nchw_local_ptr[(xx_3_2 + 2)] = (conv2d_nchw_local_ptr[(xx_3_2 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 980)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 588)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 10)] = (conv2d_nchw_local_ptr[(xx_3_2 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1014)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 588)]));
    int cse_v124 = (((((int)threadIdx.x) / 34) * 36) + 597);
    conv2d_nchw_local_ptr[(xx_3_2 + 4)] = (conv2d_nchw_local_ptr[(xx_3_2 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 980)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 597)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 12)] = (conv2d_nchw_local_ptr[(xx_3_2 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1014)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 597)]));
    int cse_v125 = (((((int)threadIdx.x) / 34) * 36) + 606);
    conv2d_nchw_local_ptr[(xx_3_2 + 6)] = (conv2d_nchw_local_ptr[(xx_3_2 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 980)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 606)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 14)] = (conv2d_nchw_local_ptr[(xx_3_2 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1014)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 606)]));
    int cse_v126 = (((((int)threadIdx.x) / 34) * 36) + 580);
    int cse_v194 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 981);
    conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 981)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 580)]));
    int cse_v195 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1015);
    conv2d_nchw_local_ptr[(xx_3_2 + 8)] = (conv2d_nchw_local_ptr[(xx_3_2 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1015)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 580)]));
    int cse_v127 = (((((int)threadIdx.x) / 34) * 36) + 589);
    conv2d_nchw_local_ptr[(xx_3_2 + 2)] = (conv2d_nchw_local_ptr[(xx_3_2 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 981)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 589)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 10)] = (conv2d_nchw_local_ptr[(xx_3_2 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1015)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 589)]));
    int cse_v128 = (((((int)threadIdx.x) / 34) * 36) + 598);
    conv2d_nchw_local_ptr[(xx_3_2 + 4)] = (conv2d_nchw_local_ptr[(xx_3_2 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 981)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 598)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 12)] = (conv2d_nchw_local_ptr[(xx_3_2 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1015)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 598)]));
    int cse_v129 = (((((int)threadIdx.x) / 34) * 36) + 607);
    conv2d_nchw_local_ptr[(xx_3_2 + 6)] = (conv2d_nchw_local_ptr[(xx_3_2 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 981)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 607)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 14)] = (conv2d_nchw_local_ptr[(xx_3_2 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1015)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 607)]));
    int cse_v130 = (((((int)threadIdx.x) / 34) * 36) + 581);
    int cse_v196 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 982);
    conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 982)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 581)]));
    int cse_v197 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1016);
    conv2d_nchw_local_ptr[(xx_3_2 + 8)] = (conv2d_nchw_local_ptr[(xx_3_2 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1016)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 581)]));
    int cse_v131 = (((((int)threadIdx.x) / 34) * 36) + 590);
    conv2d_nchw_local_ptr[(xx_3_2 + 2)] = (conv2d_nchw_local_ptr[(xx_3_2 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 982)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 590)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 10)] = (conv2d_nchw_local_ptr[(xx_3_2 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1016)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 590)]));
    int cse_v132 = (((((int)threadIdx.x) / 34) * 36) + 599);
    conv2d_nchw_local_ptr[(xx_3_2 + 4)] = (conv2d_nchw_local_ptr[(xx_3_2 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 982)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 599)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 12)] = (conv2d_nchw_local_ptr[(xx_3_2 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1016)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 599)]));
    int cse_v133 = (((((int)threadIdx.x) / 34) * 36) + 608);
    conv2d_nchw_local_ptr[(xx_3_2 + 6)] = (conv2d_nchw_local_ptr[(xx_3_2 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 982)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 608)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 14)] = (conv2d_nchw_local_ptr[(xx_3_2 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1016)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 608)]));
    int cse_v134 = (((((int)threadIdx.x) / 34) * 36) + 582);
    int cse_v198 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1120);
    conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1120)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 582)]));
    int cse_v199 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1154);
    conv2d_nchw_local_ptr[(xx_3_2 + 8)] = (conv2d_nchw_local_ptr[(xx_3_2 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 582)]));
    int cse_v135 = (((((int)threadIdx.x) / 34) * 36) + 591);
    conv2d_nchw_local_ptr[(xx_3_2 + 2)] = (conv2d_nchw_local_ptr[(xx_3_2 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1120)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 591)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 10)] = (conv2d_nchw_local_ptr[(xx_3_2 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 591)]));
    int cse_v136 = (((((int)threadIdx.x) / 34) * 36) + 600);
    conv2d_nchw_local_ptr[(xx_3_2 + 4)] = (conv2d_nchw_local_ptr[(xx_3_2 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1120)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 600)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 12)] = (conv2d_nchw_local_ptr[(xx_3_2 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 600)]));
    int cse_v137 = (((((int)threadIdx.x) / 34) * 36) + 609);
    conv2d_nchw_local_ptr[(xx_3_2 + 6)] = (conv2d_nchw_local_ptr[(xx_3_2 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1120)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 609)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 14)] = (conv2d_nchw_local_ptr[(xx_3_2 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1154)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 609)]));
    int cse_v138 = (((((int)threadIdx.x) / 34) * 36) + 583);
    int cse_v200 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1121);
    conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1121)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 583)]));
    int cse_v201 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1155);
    conv2d_nchw_local_ptr[(xx_3_2 + 8)] = (conv2d_nchw_local_ptr[(xx_3_2 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1155)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 583)]));
    int cse_v139 = (((((int)threadIdx.x) / 34) * 36) + 592);
    conv2d_nchw_local_ptr[(xx_3_2 + 2)] = (conv2d_nchw_local_ptr[(xx_3_2 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1121)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 592)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 10)] = (conv2d_nchw_local_ptr[(xx_3_2 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1155)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 592)]));
    int cse_v140 = (((((int)threadIdx.x) / 34) * 36) + 601);
    conv2d_nchw_local_ptr[(xx_3_2 + 4)] = (conv2d_nchw_local_ptr[(xx_3_2 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1121)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 601)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 12)] = (conv2d_nchw_local_ptr[(xx_3_2 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1155)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 601)]));
    int cse_v141 = (((((int)threadIdx.x) / 34) * 36) + 610);
    conv2d_nchw_local_ptr[(xx_3_2 + 6)] = (conv2d_nchw_local_ptr[(xx_3_2 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1121)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 610)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 14)] = (conv2d_nchw_local_ptr[(xx_3_2 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1155)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 610)]));
    int cse_v142 = (((((int)threadIdx.x) / 34) * 36) + 584);
    int cse_v202 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1122);
    conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1122)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 584)]));
    int cse_v203 = ((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1156);
    conv2d_nchw_local_ptr[(xx_3_2 + 8)] = (conv2d_nchw_local_ptr[(xx_3_2 + 8)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1156)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 584)]));
    int cse_v143 = (((((int)threadIdx.x) / 34) * 36) + 593);
    conv2d_nchw_local_ptr[(xx_3_2 + 2)] = (conv2d_nchw_local_ptr[(xx_3_2 + 2)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1122)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 593)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 10)] = (conv2d_nchw_local_ptr[(xx_3_2 + 10)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1156)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 593)]));
    int cse_v144 = (((((int)threadIdx.x) / 34) * 36) + 602);
    conv2d_nchw_local_ptr[(xx_3_2 + 4)] = (conv2d_nchw_local_ptr[(xx_3_2 + 4)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1122)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 602)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 12)] = (conv2d_nchw_local_ptr[(xx_3_2 + 12)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1156)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 602)]));
    int cse_v145 = (((((int)threadIdx.x) / 34) * 36) + 611);
    conv2d_nchw_local_ptr[(xx_3_2 + 6)] = (conv2d_nchw_local_ptr[(xx_3_2 + 6)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1122)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 611)]));
    conv2d_nchw_local_ptr[(xx_3_2 + 14)] = (conv2d_nchw_local_ptr[(xx_3_2 + 14)] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) % 34) / 17) * 70) + ((((int)threadIdx.x) % 17) * 2)) + xx_3_2) + 1156)] * kernel_shared_ptr[(((((int)threadIdx.x) / 34) * 36) + 611)]));
  }
  int cse_v204 = ((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2));
  conv2d_nchw_ptr[((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 34)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 35)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 295936)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 295970)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 295937)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 295971)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 591872)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 591906)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 591873)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 591907)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 887808)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 887842)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 887809)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 34) * 1183744) + ((((int)blockIdx.x) >> 3) * 1088)) + (((((int)threadIdx.x) % 34) / 17) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 17) * 2)) + 887843)] = conv2d_nchw_local_ptr[15];
}

