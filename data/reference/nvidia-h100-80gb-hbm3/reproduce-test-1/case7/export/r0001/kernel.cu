
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
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[5168];
  __shared__ alignas(64) float kernel_shared_ptr[768];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v6 = (((int)threadIdx.x) % 289);
  int cse_v7 = (((int)threadIdx.x) / 289);
  for (int rc_0 = 0; rc_0 < 32; ++rc_0) {
    for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
      int cse_v1 = (((int)threadIdx.x) * 2);
      int cse_v2 = (rc_0 * 4624);
      int cse_v9 = ((((int)threadIdx.x) * 2) % 323);
      int cse_v10 = ((((int)threadIdx.x) * 2) % 17);
      int cse_v15 = (rx_0 + ((((int)threadIdx.x) * 2) % 17));
      __syncthreads();
      float condval;
      if ((((17 <= ((((int)threadIdx.x) * 2) % 323)) && (((((int)threadIdx.x) * 2) % 323) < 306)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 2) % 17)) < 18)) {
        condval = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) * 2) / 323) * 289)) + rx_0) + ((((int)threadIdx.x) * 2) % 323)) - 18)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
      int cse_v11 = ((((int)threadIdx.x) * 2) + 1);
      int cse_v16 = (((((int)threadIdx.x) * 2) + 1) % 323);
      int cse_v17 = (((((int)threadIdx.x) * 2) + 1) % 17);
      int cse_v38 = (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17));
      float condval_1;
      if ((((17 <= (((((int)threadIdx.x) * 2) + 1) % 323)) && ((((((int)threadIdx.x) * 2) + 1) % 323) < 306)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)) < 18)) {
        condval_1 = data_ptr[(((((rc_0 * 4624) + ((((((int)threadIdx.x) * 2) + 1) / 323) * 289)) + rx_0) + (((((int)threadIdx.x) * 2) + 1) % 323)) - 18)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
      int cse_v12 = ((((int)threadIdx.x) * 2) / 17);
      int cse_v18 = (((((int)threadIdx.x) * 2) + 1156) / 323);
      int cse_v39 = ((((((int)threadIdx.x) * 2) / 17) + 11) % 19);
      int cse_v45 = (((((((int)threadIdx.x) * 2) / 17) + 11) % 19) * 17);
      float condval_2;
      if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 11) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 11) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 2) % 17)) < 18)) {
        condval_2 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 2) + 1156) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 11) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 1156) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 11) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_2;
      int cse_v19 = (((((int)threadIdx.x) * 2) + 1) / 17);
      int cse_v20 = (((((int)threadIdx.x) * 2) + 1157) / 323);
      int cse_v46 = (((((((int)threadIdx.x) * 2) + 1) / 17) + 11) % 19);
      int cse_v53 = ((((((((int)threadIdx.x) * 2) + 1) / 17) + 11) % 19) * 17);
      float condval_3;
      if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 11) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 11) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)) < 18)) {
        condval_3 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 2) + 1157) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 11) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 1157) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 11) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_3;
      int cse_v21 = (((((int)threadIdx.x) * 2) + 2312) / 323);
      int cse_v40 = ((((((int)threadIdx.x) * 2) / 17) + 3) % 19);
      int cse_v47 = (((((((int)threadIdx.x) * 2) / 17) + 3) % 19) * 17);
      float condval_4;
      if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 3) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 3) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 2) % 17)) < 18)) {
        condval_4 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 2) + 2312) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 3) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 2312) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 3) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_4;
      int cse_v22 = (((((int)threadIdx.x) * 2) + 2313) / 323);
      int cse_v48 = (((((((int)threadIdx.x) * 2) + 1) / 17) + 3) % 19);
      int cse_v54 = ((((((((int)threadIdx.x) * 2) + 1) / 17) + 3) % 19) * 17);
      float condval_5;
      if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 3) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 3) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)) < 18)) {
        condval_5 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 2) + 2313) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 3) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 2313) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 3) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_5;
      int cse_v23 = (((((int)threadIdx.x) * 2) + 3468) / 323);
      int cse_v41 = ((((((int)threadIdx.x) * 2) / 17) + 14) % 19);
      int cse_v49 = (((((((int)threadIdx.x) * 2) / 17) + 14) % 19) * 17);
      float condval_6;
      if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 14) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 14) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 2) % 17)) < 18)) {
        condval_6 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 2) + 3468) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 14) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 3468) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 14) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_6;
      int cse_v24 = (((((int)threadIdx.x) * 2) + 3469) / 323);
      int cse_v50 = (((((((int)threadIdx.x) * 2) + 1) / 17) + 14) % 19);
      int cse_v55 = ((((((((int)threadIdx.x) * 2) + 1) / 17) + 14) % 19) * 17);
      float condval_7;
      if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 14) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 14) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)) < 18)) {
        condval_7 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 2) + 3469) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 14) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 3469) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 14) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_7;
      if (((int)threadIdx.x) < 272) {
        int cse_v25 = (((((int)threadIdx.x) * 2) + 4624) / 323);
        int cse_v42 = ((((((int)threadIdx.x) * 2) / 17) + 6) % 19);
        int cse_v51 = (((((((int)threadIdx.x) * 2) / 17) + 6) % 19) * 17);
        float condval_8;
        if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 6) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 6) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 2) % 17)) < 18)) {
          condval_8 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 2) + 4624) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 6) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
        } else {
          condval_8 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 4624) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 6) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_8;
        int cse_v26 = (((((int)threadIdx.x) * 2) + 4625) / 323);
        int cse_v52 = (((((((int)threadIdx.x) * 2) + 1) / 17) + 6) % 19);
        int cse_v56 = ((((((((int)threadIdx.x) * 2) + 1) / 17) + 6) % 19) * 17);
        float condval_9;
        if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 6) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 6) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 2) + 1) % 17)) < 18)) {
          condval_9 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 2) + 4625) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 6) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
        } else {
          condval_9 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 4625) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 6) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_9;
      }
      if (((int)threadIdx.x) < 384) {
        int cse_v3 = (((int)threadIdx.x) / 24);
        int2 __1;
          int2 v_ = make_int2((((((int)threadIdx.x) % 24) * 2))+(1*0), (((((int)threadIdx.x) % 24) * 2))+(1*1));
          int2 v__1 = make_int2(3, 3);
          __1.x = (v_.x/v__1.x);
          __1.y = (v_.y/v__1.y);
        int2 cse_v4 = __1;
        int2 __2;
          int2 v__2 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
          int2 v__3 = make_int2(3, 3);
          __2.x = (v__2.x%v__3.x);
          __2.y = (v__2.y%v__3.y);
        int2 cse_v5 = __2;
        int cse_v13 = ((((int)threadIdx.x) % 24) * 2);
          int2 __3;
            int2 __4;
              int2 v__4 = make_int2(((((int)threadIdx.x) / 24) * 48), ((((int)threadIdx.x) / 24) * 48));
              int2 __5;
                int2 __6;
                  int2 v__5 = make_int2((((((int)threadIdx.x) % 24) * 2))+(1*0), (((((int)threadIdx.x) % 24) * 2))+(1*1));
                  int2 v__6 = make_int2(3, 3);
                  __6.x = (v__5.x/v__6.x);
                  __6.y = (v__5.y/v__6.y);
                int2 v__7 = make_int2(3, 3);
                __5.x = (__6.x*v__7.x);
                __5.y = (__6.y*v__7.y);
              __4.x = (v__4.x+__5.x);
              __4.y = (v__4.y+__5.y);
            int2 __7;
              int2 v__8 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
              int2 v__9 = make_int2(3, 3);
              __7.x = (v__8.x%v__9.x);
              __7.y = (v__8.y%v__9.y);
            __3.x = (__4.x+__7.x);
            __3.y = (__4.y+__7.y);
          int2 __8;
            int2 __9;
              int2 __10;
                int2 v__10 = make_int2((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)), (((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)));
                int2 __11;
                  int2 __12;
                    int2 v__11 = make_int2((((((int)threadIdx.x) % 24) * 2))+(1*0), (((((int)threadIdx.x) % 24) * 2))+(1*1));
                    int2 v__12 = make_int2(3, 3);
                    __12.x = (v__11.x/v__12.x);
                    __12.y = (v__11.y/v__12.y);
                  int2 v__13 = make_int2(9, 9);
                  __11.x = (__12.x*v__13.x);
                  __11.y = (__12.y*v__13.y);
                __10.x = (v__10.x+__11.x);
                __10.y = (v__10.y+__11.y);
              int2 __13;
                int2 __14;
                  int2 v__14 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
                  int2 v__15 = make_int2(3, 3);
                  __14.x = (v__14.x%v__15.x);
                  __14.y = (v__14.y%v__15.y);
                int2 v__16 = make_int2(3, 3);
                __13.x = (__14.x*v__16.x);
                __13.y = (__14.y*v__16.y);
              __9.x = (__10.x+__13.x);
              __9.y = (__10.y+__13.y);
            int2 v__17 = make_int2(rx_0, rx_0);
            __8.x = (__9.x+v__17.x);
            __8.y = (__9.y+v__17.y);
          float2 v__18 = make_float2(kernel_ptr[__8.x],kernel_ptr[__8.y]);
          kernel_shared_ptr[__3.x] = v__18.x;
          kernel_shared_ptr[__3.y] = v__18.y;
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
        for (int ff_3 = 0; ff_3 < 4; ++ff_3) {
          int cse_v14 = ((rc_1 * 1292) + (((int)threadIdx.x) % 289));
          int cse_v43 = ((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12));
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[((rc_1 * 1292) + (((int)threadIdx.x) % 289))] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12))]));
          int cse_v8 = (ff_3 + 4);
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[((rc_1 * 1292) + (((int)threadIdx.x) % 289))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 384)]));
          int cse_v27 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 17);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 17)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 1)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 17)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 385)]));
          int cse_v28 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 34);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 34)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 2)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 34)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 386)]));
          int cse_v29 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 323);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 323)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 3)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 323)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 387)]));
          int cse_v30 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 340);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 4)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 388)]));
          int cse_v31 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 357);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 357)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 5)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 357)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 389)]));
          int cse_v32 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 646);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 646)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 6)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 646)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 390)]));
          int cse_v33 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 663);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 663)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 7)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 663)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 391)]));
          int cse_v34 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 680);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 680)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 8)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 680)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 392)]));
          int cse_v35 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 969);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 969)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 9)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 969)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 393)]));
          int cse_v36 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 986);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 986)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 10)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 986)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 394)]));
          int cse_v37 = (((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 1003);
          conv2d_nchw_local_ptr[ff_3] = (conv2d_nchw_local_ptr[ff_3] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 1003)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 11)]));
          conv2d_nchw_local_ptr[(ff_3 + 4)] = (conv2d_nchw_local_ptr[(ff_3 + 4)] + (pad_temp_shared_ptr[(((rc_1 * 1292) + (((int)threadIdx.x) % 289)) + 1003)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 289) * 192) + (ff_3 * 48)) + (rc_1 * 12)) + 395)]));
        }
      }
    }
  }
  int cse_v44 = (((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 2312)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 289)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 2601)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 578)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 2890)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 867)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 3179)] = conv2d_nchw_local_ptr[7];
}

