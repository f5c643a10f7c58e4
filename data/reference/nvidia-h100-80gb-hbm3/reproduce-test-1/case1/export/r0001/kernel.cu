
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
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[630];
  __shared__ alignas(64) float kernel_shared_ptr[864];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) % 70);
  int cse_v2 = (((int)blockIdx.x) * 68);
  int cse_v3 = (((int)threadIdx.x) * 4);
  int4 __1;
    int4 v_ = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
    int4 v__1 = make_int4(3, 3, 3, 3);
    __1.x = (v_.x%v__1.x);
    __1.y = (v_.y%v__1.y);
    __1.z = (v_.z%v__1.z);
    __1.w = (v_.w%v__1.w);
  int4 cse_v4 = __1;
  int4 __2;
    int4 __3;
      int4 v__2 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
      int4 v__3 = make_int4(3, 3, 3, 3);
      __3.x = (v__2.x/v__3.x);
      __3.y = (v__2.y/v__3.y);
      __3.z = (v__2.z/v__3.z);
      __3.w = (v__2.w/v__3.w);
    int4 v__4 = make_int4(9, 9, 9, 9);
    __2.x = (__3.x*v__4.x);
    __2.y = (__3.y*v__4.y);
    __2.z = (__3.z*v__4.z);
    __2.w = (__3.w*v__4.w);
  int4 cse_v7 = __2;
  int cse_v35 = (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 70));
  int cse_v36 = ((((((int)threadIdx.x) / 70) * 295936) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 70));
  if (((int)threadIdx.x) < 210) {
    float condval;
    if (((8 <= ((int)blockIdx.x)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 70)) < 545)) {
      condval = data_ptr[(((((((int)threadIdx.x) / 70) * 295936) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 70)) - 545)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  }
  if (((int)threadIdx.x) < 72) {
    int4 __4;
      int4 __5;
        int4 __6;
          int4 __7;
            int4 v__5 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
            int4 v__6 = make_int4(3, 3, 3, 3);
            __7.x = (v__5.x/v__6.x);
            __7.y = (v__5.y/v__6.y);
            __7.z = (v__5.z/v__6.z);
            __7.w = (v__5.w/v__6.w);
          int4 v__7 = make_int4(9, 9, 9, 9);
          __6.x = (__7.x*v__7.x);
          __6.y = (__7.y*v__7.y);
          __6.z = (__7.z*v__7.z);
          __6.w = (__7.w*v__7.w);
        int4 v__8 = make_int4(0, 0, 0, 0);
        __5.x = (__6.x+v__8.x);
        __5.y = (__6.y+v__8.y);
        __5.z = (__6.z+v__8.z);
        __5.w = (__6.w+v__8.w);
      int4 __8;
        int4 v__9 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
        int4 v__10 = make_int4(3, 3, 3, 3);
        __8.x = (v__9.x%v__10.x);
        __8.y = (v__9.y%v__10.y);
        __8.z = (v__9.z%v__10.z);
        __8.w = (v__9.w%v__10.w);
      __4.x = (__5.x+__8.x);
      __4.y = (__5.y+__8.y);
      __4.z = (__5.z+__8.z);
      __4.w = (__5.w+__8.w);
    *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = make_float4(kernel_ptr[__4.x],kernel_ptr[__4.y],kernel_ptr[__4.z],kernel_ptr[__4.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 210) {
    float condval_1;
    if ((1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 70))) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 70)) < 545)) {
      condval_1 = data_ptr[(((((((int)threadIdx.x) / 70) * 295936) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 70)) - 1)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 210)] = condval_1;
  }
  if (((int)threadIdx.x) < 72) {
    int4 __9;
      int4 __10;
        int4 __11;
          int4 __12;
            int4 v__11 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
            int4 v__12 = make_int4(3, 3, 3, 3);
            __12.x = (v__11.x/v__12.x);
            __12.y = (v__11.y/v__12.y);
            __12.z = (v__11.z/v__12.z);
            __12.w = (v__11.w/v__12.w);
          int4 v__13 = make_int4(9, 9, 9, 9);
          __11.x = (__12.x*v__13.x);
          __11.y = (__12.y*v__13.y);
          __11.z = (__12.z*v__13.z);
          __11.w = (__12.w*v__13.w);
        int4 v__14 = make_int4(3, 3, 3, 3);
        __10.x = (__11.x+v__14.x);
        __10.y = (__11.y+v__14.y);
        __10.z = (__11.z+v__14.z);
        __10.w = (__11.w+v__14.w);
      int4 __13;
        int4 v__15 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
        int4 v__16 = make_int4(3, 3, 3, 3);
        __13.x = (v__15.x%v__16.x);
        __13.y = (v__15.y%v__16.y);
        __13.z = (v__15.z%v__16.z);
        __13.w = (v__15.w%v__16.w);
      __9.x = (__10.x+__13.x);
      __9.y = (__10.y+__13.y);
      __9.z = (__10.z+__13.z);
      __9.w = (__10.w+__13.w);
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 288)) = make_float4(kernel_ptr[__9.x],kernel_ptr[__9.y],kernel_ptr[__9.z],kernel_ptr[__9.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  if (((int)threadIdx.x) < 210) {
    float condval_2;
    if (((((int)blockIdx.x) < 4344) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) % 70)) < 545)) {
      condval_2 = data_ptr[(((((((int)threadIdx.x) / 70) * 295936) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 70)) + 543)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 420)] = condval_2;
  }
  if (((int)threadIdx.x) < 72) {
    int4 __14;
      int4 __15;
        int4 __16;
          int4 __17;
            int4 v__17 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
            int4 v__18 = make_int4(3, 3, 3, 3);
            __17.x = (v__17.x/v__18.x);
            __17.y = (v__17.y/v__18.y);
            __17.z = (v__17.z/v__18.z);
            __17.w = (v__17.w/v__18.w);
          int4 v__19 = make_int4(9, 9, 9, 9);
          __16.x = (__17.x*v__19.x);
          __16.y = (__17.y*v__19.y);
          __16.z = (__17.z*v__19.z);
          __16.w = (__17.w*v__19.w);
        int4 __18;
          int4 v__20 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
          int4 v__21 = make_int4(3, 3, 3, 3);
          __18.x = (v__20.x%v__21.x);
          __18.y = (v__20.y%v__21.y);
          __18.z = (v__20.z%v__21.z);
          __18.w = (v__20.w%v__21.w);
        __15.x = (__16.x+__18.x);
        __15.y = (__16.y+__18.y);
        __15.z = (__16.z+__18.z);
        __15.w = (__16.w+__18.w);
      int4 v__22 = make_int4(6, 6, 6, 6);
      __14.x = (__15.x+v__22.x);
      __14.y = (__15.y+v__22.y);
      __14.z = (__15.z+v__22.z);
      __14.w = (__15.w+v__22.w);
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 576)) = make_float4(kernel_ptr[__14.x],kernel_ptr[__14.y],kernel_ptr[__14.z],kernel_ptr[__14.w]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v5 = (((int)threadIdx.x) % 68);
  int cse_v6 = (((int)threadIdx.x) / 68);
  int cse_v8 = ((((int)threadIdx.x) / 68) * 18);
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 68)] * kernel_shared_ptr[((((int)threadIdx.x) / 68) * 18)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 72)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 144)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 216)]));
  int cse_v9 = ((((int)threadIdx.x) % 68) + 1);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 1)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 73)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 145)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 217)]));
  int cse_v10 = ((((int)threadIdx.x) % 68) + 2);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 2)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 74)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 146)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 218)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 9)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 81)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 153)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 225)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 10)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 82)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 154)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 226)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 11)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 83)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 155)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 227)]));
  int cse_v11 = ((((int)threadIdx.x) % 68) + 70);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 3)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 75)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 147)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 219)]));
  int cse_v12 = ((((int)threadIdx.x) % 68) + 71);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 71)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 4)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 71)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 76)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 71)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 148)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 71)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 220)]));
  int cse_v13 = ((((int)threadIdx.x) % 68) + 72);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 5)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 77)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 149)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 221)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 12)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 84)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 156)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 228)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 71)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 13)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 71)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 85)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 71)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 157)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 71)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 229)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 14)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 86)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 158)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 72)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 230)]));
  int cse_v14 = ((((int)threadIdx.x) % 68) + 140);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 6)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 78)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 150)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 222)]));
  int cse_v15 = ((((int)threadIdx.x) % 68) + 141);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 7)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 79)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 151)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 223)]));
  int cse_v16 = ((((int)threadIdx.x) % 68) + 142);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 8)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 80)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 152)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 224)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 15)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 87)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 159)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 140)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 231)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 16)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 88)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 160)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 141)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 232)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 17)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 89)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 161)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 142)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 233)]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  int cse_v17 = ((((int)threadIdx.x) % 68) + 210);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 288)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 360)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 432)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 504)]));
  int cse_v18 = ((((int)threadIdx.x) % 68) + 211);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 289)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 361)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 433)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 505)]));
  int cse_v19 = ((((int)threadIdx.x) % 68) + 212);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 212)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 290)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 212)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 362)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 212)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 434)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 212)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 506)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 297)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 369)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 441)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 210)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 513)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 298)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 370)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 442)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 211)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 514)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 212)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 299)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 212)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 371)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 212)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 443)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 212)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 515)]));
  int cse_v20 = ((((int)threadIdx.x) % 68) + 280);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 291)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 363)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 435)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 507)]));
  int cse_v21 = ((((int)threadIdx.x) % 68) + 281);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 292)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 364)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 436)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 508)]));
  int cse_v22 = ((((int)threadIdx.x) % 68) + 282);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 293)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 365)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 437)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 509)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 300)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 372)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 444)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 280)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 516)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 301)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 373)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 445)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 281)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 517)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 302)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 374)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 446)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 282)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 518)]));
  int cse_v23 = ((((int)threadIdx.x) % 68) + 350);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 350)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 294)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 350)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 366)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 350)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 438)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 350)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 510)]));
  int cse_v24 = ((((int)threadIdx.x) % 68) + 351);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 351)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 295)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 351)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 367)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 351)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 439)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 351)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 511)]));
  int cse_v25 = ((((int)threadIdx.x) % 68) + 352);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 352)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 296)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 352)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 368)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 352)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 440)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 352)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 512)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 350)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 303)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 350)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 375)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 350)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 447)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 350)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 519)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 351)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 304)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 351)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 376)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 351)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 448)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 351)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 520)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 352)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 305)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 352)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 377)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 352)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 449)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 352)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 521)]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  int cse_v26 = ((((int)threadIdx.x) % 68) + 420);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 576)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 648)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 720)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 792)]));
  int cse_v27 = ((((int)threadIdx.x) % 68) + 421);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 577)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 649)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 721)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 793)]));
  int cse_v28 = ((((int)threadIdx.x) % 68) + 422);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 578)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 650)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 722)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 794)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 585)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 657)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 729)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 420)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 801)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 586)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 658)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 730)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 421)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 802)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 587)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 659)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 731)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 422)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 803)]));
  int cse_v29 = ((((int)threadIdx.x) % 68) + 490);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 490)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 579)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 490)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 651)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 490)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 723)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 490)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 795)]));
  int cse_v30 = ((((int)threadIdx.x) % 68) + 491);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 491)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 580)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 491)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 652)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 491)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 724)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 491)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 796)]));
  int cse_v31 = ((((int)threadIdx.x) % 68) + 492);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 492)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 581)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 492)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 653)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 492)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 725)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 492)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 797)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 490)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 588)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 490)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 660)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 490)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 732)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 490)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 804)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 491)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 589)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 491)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 661)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 491)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 733)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 491)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 805)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 492)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 590)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 492)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 662)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 492)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 734)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 492)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 806)]));
  int cse_v32 = ((((int)threadIdx.x) % 68) + 560);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 582)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 654)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 726)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 798)]));
  int cse_v33 = ((((int)threadIdx.x) % 68) + 561);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 583)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 655)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 727)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 799)]));
  int cse_v34 = ((((int)threadIdx.x) % 68) + 562);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 584)]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 656)]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 728)]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 800)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 591)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 663)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 735)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 560)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 807)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 592)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 664)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 736)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 808)]));
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 593)]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 665)]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 737)]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 68) + 562)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 18) + 809)]));
  int cse_v37 = ((((((int)threadIdx.x) / 68) * 591872) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 68));
  conv2d_nchw_ptr[((((((int)threadIdx.x) / 68) * 591872) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 68))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((int)threadIdx.x) / 68) * 591872) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 68)) + 2367488)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((int)threadIdx.x) / 68) * 591872) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 68)) + 4734976)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((int)threadIdx.x) / 68) * 591872) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 68)) + 7102464)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((int)threadIdx.x) / 68) * 591872) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 68)) + 295936)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((int)threadIdx.x) / 68) * 591872) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 68)) + 2663424)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((int)threadIdx.x) / 68) * 591872) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 68)) + 5030912)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((int)threadIdx.x) / 68) * 591872) + (((int)blockIdx.x) * 68)) + (((int)threadIdx.x) % 68)) + 7398400)] = conv2d_nchw_local_ptr[7];
}

