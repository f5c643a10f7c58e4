
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
extern "C" __global__ void __launch_bounds__(578) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(578) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[4];
  __shared__ alignas(64) float pad_temp_shared_ptr[5776];
  __shared__ alignas(64) float kernel_shared_ptr[1152];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v17 = (((int)threadIdx.x) % 289);
  int cse_v18 = (((int)threadIdx.x) / 289);
  for (int rc_0 = 0; rc_0 < 32; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) % 361);
    int cse_v2 = (((int)threadIdx.x) % 19);
    int cse_v3 = (rc_0 * 4624);
    __syncthreads();
    float condval;
    if ((((19 <= (((int)threadIdx.x) % 361)) && ((((int)threadIdx.x) % 361) < 342)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
      condval = data_ptr[(((((rc_0 * 4624) + ((((int)threadIdx.x) / 361) * 289)) + (((((int)threadIdx.x) % 361) / 19) * 17)) + (((int)threadIdx.x) % 19)) - 18)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
    int cse_v4 = (((int)threadIdx.x) + 578);
    int cse_v19 = ((((int)threadIdx.x) + 217) % 361);
    int cse_v20 = ((((int)threadIdx.x) + 8) % 19);
    float condval_1;
    if ((((19 <= ((((int)threadIdx.x) + 217) % 361)) && (((((int)threadIdx.x) + 217) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 8) % 19))) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
      condval_1 = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) + 578) / 361) * 289)) + ((((((int)threadIdx.x) + 217) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 8) % 19)) - 18)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 578)] = condval_1;
    int cse_v5 = (((int)threadIdx.x) + 1156);
    int cse_v21 = ((((int)threadIdx.x) + 73) % 361);
    int cse_v22 = ((((int)threadIdx.x) + 16) % 19);
    float condval_2;
    if ((((19 <= ((((int)threadIdx.x) + 73) % 361)) && (((((int)threadIdx.x) + 73) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 16) % 19))) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
      condval_2 = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) + 1156) / 361) * 289)) + ((((((int)threadIdx.x) + 73) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 16) % 19)) - 18)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1156)] = condval_2;
    int cse_v6 = (((int)threadIdx.x) + 1734);
    int cse_v23 = ((((int)threadIdx.x) + 290) % 361);
    int cse_v24 = ((((int)threadIdx.x) + 5) % 19);
    float condval_3;
    if ((((19 <= ((((int)threadIdx.x) + 290) % 361)) && (((((int)threadIdx.x) + 290) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 5) % 19))) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
      condval_3 = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) + 1734) / 361) * 289)) + ((((((int)threadIdx.x) + 290) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 5) % 19)) - 18)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1734)] = condval_3;
    int cse_v7 = (((int)threadIdx.x) + 2312);
    int cse_v25 = ((((int)threadIdx.x) + 146) % 361);
    int cse_v26 = ((((int)threadIdx.x) + 13) % 19);
    float condval_4;
    if ((((19 <= ((((int)threadIdx.x) + 146) % 361)) && (((((int)threadIdx.x) + 146) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
      condval_4 = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) + 2312) / 361) * 289)) + ((((((int)threadIdx.x) + 146) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 13) % 19)) - 18)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2312)] = condval_4;
    int cse_v8 = (((int)threadIdx.x) + 2);
    int cse_v9 = (((int)threadIdx.x) + 2890);
    int cse_v27 = ((((int)threadIdx.x) + 2) % 361);
    int cse_v28 = ((((int)threadIdx.x) + 2) % 19);
    float condval_5;
    if ((((19 <= ((((int)threadIdx.x) + 2) % 361)) && (((((int)threadIdx.x) + 2) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 2) % 19))) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
      condval_5 = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) + 2890) / 361) * 289)) + ((((((int)threadIdx.x) + 2) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 2) % 19)) - 18)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2890)] = condval_5;
    int cse_v10 = (((int)threadIdx.x) + 3468);
    int cse_v29 = ((((int)threadIdx.x) + 219) % 361);
    int cse_v30 = ((((int)threadIdx.x) + 10) % 19);
    float condval_6;
    if ((((19 <= ((((int)threadIdx.x) + 219) % 361)) && (((((int)threadIdx.x) + 219) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 10) % 19))) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
      condval_6 = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) + 3468) / 361) * 289)) + ((((((int)threadIdx.x) + 219) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 10) % 19)) - 18)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3468)] = condval_6;
    int cse_v11 = (((int)threadIdx.x) + 4046);
    int cse_v31 = ((((int)threadIdx.x) + 75) % 361);
    int cse_v32 = ((((int)threadIdx.x) + 18) % 19);
    float condval_7;
    if ((((19 <= ((((int)threadIdx.x) + 75) % 361)) && (((((int)threadIdx.x) + 75) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 18) % 19))) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
      condval_7 = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) + 4046) / 361) * 289)) + ((((((int)threadIdx.x) + 75) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 18) % 19)) - 18)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 4046)] = condval_7;
    int cse_v12 = (((int)threadIdx.x) + 4624);
    int cse_v33 = ((((int)threadIdx.x) + 292) % 361);
    int cse_v34 = ((((int)threadIdx.x) + 7) % 19);
    float condval_8;
    if ((((19 <= ((((int)threadIdx.x) + 292) % 361)) && (((((int)threadIdx.x) + 292) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 7) % 19))) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
      condval_8 = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) + 4624) / 361) * 289)) + ((((((int)threadIdx.x) + 292) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 7) % 19)) - 18)];
    } else {
      condval_8 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) + 4624)] = condval_8;
    if (((int)threadIdx.x) < 574) {
      int cse_v13 = (((int)threadIdx.x) + 5202);
      int cse_v35 = ((((int)threadIdx.x) + 148) % 361);
      int cse_v36 = ((((int)threadIdx.x) + 15) % 19);
      float condval_9;
      if ((((19 <= ((((int)threadIdx.x) + 148) % 361)) && (((((int)threadIdx.x) + 148) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
        condval_9 = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) + 5202) / 361) * 289)) + ((((((int)threadIdx.x) + 148) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 15) % 19)) - 18)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 5202)] = condval_9;
    }
    if (((int)threadIdx.x) < 288) {
      int cse_v14 = (((int)threadIdx.x) / 36);
      int cse_v15 = (((int)threadIdx.x) * 4);
      int4 __1;
        int4 v_ = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
        int4 v__1 = make_int4(9, 9, 9, 9);
        __1.x = (v_.x%v__1.x);
        __1.y = (v_.y%v__1.y);
        __1.z = (v_.z%v__1.z);
        __1.w = (v_.w%v__1.w);
      int4 cse_v16 = __1;
      int cse_v37 = ((((int)threadIdx.x) % 36) * 4);
      int4 __2;
        int4 __3;
          int4 v__2 = make_int4((((((int)threadIdx.x) % 36) * 4))+(1*0), (((((int)threadIdx.x) % 36) * 4))+(1*1), (((((int)threadIdx.x) % 36) * 4))+(1*2), (((((int)threadIdx.x) % 36) * 4))+(1*3));
          int4 v__3 = make_int4(9, 9, 9, 9);
          __3.x = (v__2.x/v__3.x);
          __3.y = (v__2.y/v__3.y);
          __3.z = (v__2.z/v__3.z);
          __3.w = (v__2.w/v__3.w);
        int4 v__4 = make_int4(9, 9, 9, 9);
        __2.x = (__3.x*v__4.x);
        __2.y = (__3.y*v__4.y);
        __2.z = (__3.z*v__4.z);
        __2.w = (__3.w*v__4.w);
      int4 cse_v38 = __2;
        int4 __4;
          int4 __5;
            int4 v__5 = make_int4(((((int)threadIdx.x) / 36) * 144), ((((int)threadIdx.x) / 36) * 144), ((((int)threadIdx.x) / 36) * 144), ((((int)threadIdx.x) / 36) * 144));
            int4 __6;
              int4 __7;
                int4 v__6 = make_int4((((((int)threadIdx.x) % 36) * 4))+(1*0), (((((int)threadIdx.x) % 36) * 4))+(1*1), (((((int)threadIdx.x) % 36) * 4))+(1*2), (((((int)threadIdx.x) % 36) * 4))+(1*3));
                int4 v__7 = make_int4(9, 9, 9, 9);
                __7.x = (v__6.x/v__7.x);
                __7.y = (v__6.y/v__7.y);
                __7.z = (v__6.z/v__7.z);
                __7.w = (v__6.w/v__7.w);
              int4 v__8 = make_int4(9, 9, 9, 9);
              __6.x = (__7.x*v__8.x);
              __6.y = (__7.y*v__8.y);
              __6.z = (__7.z*v__8.z);
              __6.w = (__7.w*v__8.w);
            __5.x = (v__5.x+__6.x);
            __5.y = (v__5.y+__6.y);
            __5.z = (v__5.z+__6.z);
            __5.w = (v__5.w+__6.w);
          int4 __8;
            int4 v__9 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
            int4 v__10 = make_int4(9, 9, 9, 9);
            __8.x = (v__9.x%v__10.x);
            __8.y = (v__9.y%v__10.y);
            __8.z = (v__9.z%v__10.z);
            __8.w = (v__9.w%v__10.w);
          __4.x = (__5.x+__8.x);
          __4.y = (__5.y+__8.y);
          __4.z = (__5.z+__8.z);
          __4.w = (__5.w+__8.w);
        int4 __9;
          int4 __10;
            int4 v__11 = make_int4((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 36) * 4608)) + (rc_0 * 144)), (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 36) * 4608)) + (rc_0 * 144)), (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 36) * 4608)) + (rc_0 * 144)), (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 36) * 4608)) + (rc_0 * 144)));
            int4 __11;
              int4 __12;
                int4 v__12 = make_int4((((((int)threadIdx.x) % 36) * 4))+(1*0), (((((int)threadIdx.x) % 36) * 4))+(1*1), (((((int)threadIdx.x) % 36) * 4))+(1*2), (((((int)threadIdx.x) % 36) * 4))+(1*3));
                int4 v__13 = make_int4(9, 9, 9, 9);
                __12.x = (v__12.x/v__13.x);
                __12.y = (v__12.y/v__13.y);
                __12.z = (v__12.z/v__13.z);
                __12.w = (v__12.w/v__13.w);
              int4 v__14 = make_int4(9, 9, 9, 9);
              __11.x = (__12.x*v__14.x);
              __11.y = (__12.y*v__14.y);
              __11.z = (__12.z*v__14.z);
              __11.w = (__12.w*v__14.w);
            __10.x = (v__11.x+__11.x);
            __10.y = (v__11.y+__11.y);
            __10.z = (v__11.z+__11.z);
            __10.w = (v__11.w+__11.w);
          int4 __13;
            int4 v__15 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
            int4 v__16 = make_int4(9, 9, 9, 9);
            __13.x = (v__15.x%v__16.x);
            __13.y = (v__15.y%v__16.y);
            __13.z = (v__15.z%v__16.z);
            __13.w = (v__15.w%v__16.w);
          __9.x = (__10.x+__13.x);
          __9.y = (__10.y+__13.y);
          __9.z = (__10.z+__13.z);
          __9.w = (__10.w+__13.w);
        float4 v__17 = make_float4(kernel_ptr[__9.x],kernel_ptr[__9.y],kernel_ptr[__9.z],kernel_ptr[__9.w]);
        kernel_shared_ptr[__4.x] = v__17.x;
        kernel_shared_ptr[__4.y] = v__17.y;
        kernel_shared_ptr[__4.z] = v__17.z;
        kernel_shared_ptr[__4.w] = v__17.w;
    }
    __syncthreads();
    for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
      for (int rc_2 = 0; rc_2 < 16; ++rc_2) {
        int cse_v39 = ((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1);
        int cse_v41 = ((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17));
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 144)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 288)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 432)]));
        int cse_v42 = (((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 19);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 3)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 147)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 291)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 19)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 435)]));
        int cse_v43 = (((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 38);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 6)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 150)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 294)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_2 * 361) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_1) + (((int)threadIdx.x) % 17)) + 38)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 576) + (rc_2 * 9)) + rx_1) + 438)]));
      }
    }
  }
  int cse_v40 = (((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 289)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 578)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 867)] = conv2d_nchw_local_ptr[3];
}

