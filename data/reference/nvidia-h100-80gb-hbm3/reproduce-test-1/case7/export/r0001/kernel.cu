
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
  __shared__ alignas(64) float pad_temp_shared_ptr[5168];
  __shared__ alignas(64) float kernel_shared_ptr[384];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v6 = (((int)threadIdx.x) % 289);
  int cse_v7 = (((int)threadIdx.x) / 289);
  for (int rc_0 = 0; rc_0 < 32; ++rc_0) {
    for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
      int cse_v1 = (((int)threadIdx.x) * 4);
      int cse_v2 = (rc_0 * 4624);
      int cse_v8 = ((((int)threadIdx.x) * 4) % 323);
      int cse_v9 = ((((int)threadIdx.x) * 4) % 17);
      int cse_v16 = (rx_0 + ((((int)threadIdx.x) * 4) % 17));
      __syncthreads();
      float condval;
      if ((((17 <= ((((int)threadIdx.x) * 4) % 323)) && (((((int)threadIdx.x) * 4) % 323) < 306)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval = data_ptr[(((((rc_0 * 4624) + (((((int)threadIdx.x) * 4) / 323) * 289)) + rx_0) + ((((int)threadIdx.x) * 4) % 323)) - 18)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) * 4)] = condval;
      int cse_v10 = ((((int)threadIdx.x) * 4) + 1);
      int cse_v17 = (((((int)threadIdx.x) * 4) + 1) % 323);
      int cse_v18 = (((((int)threadIdx.x) * 4) + 1) % 17);
      int cse_v50 = (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17));
      float condval_1;
      if ((((17 <= (((((int)threadIdx.x) * 4) + 1) % 323)) && ((((((int)threadIdx.x) * 4) + 1) % 323) < 306)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_1 = data_ptr[(((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 1) / 323) * 289)) + rx_0) + (((((int)threadIdx.x) * 4) + 1) % 323)) - 18)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1)] = condval_1;
      int cse_v11 = ((((int)threadIdx.x) * 4) + 2);
      int cse_v19 = (((((int)threadIdx.x) * 4) + 2) % 323);
      int cse_v20 = (((((int)threadIdx.x) * 4) + 2) % 17);
      int cse_v51 = (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17));
      float condval_2;
      if ((((17 <= (((((int)threadIdx.x) * 4) + 2) % 323)) && ((((((int)threadIdx.x) * 4) + 2) % 323) < 306)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_2 = data_ptr[(((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 2) / 323) * 289)) + rx_0) + (((((int)threadIdx.x) * 4) + 2) % 323)) - 18)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2)] = condval_2;
      int cse_v12 = ((((int)threadIdx.x) * 4) + 3);
      int cse_v21 = (((((int)threadIdx.x) * 4) + 3) % 323);
      int cse_v22 = (((((int)threadIdx.x) * 4) + 3) % 17);
      int cse_v52 = (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17));
      float condval_3;
      if ((((17 <= (((((int)threadIdx.x) * 4) + 3) % 323)) && ((((((int)threadIdx.x) * 4) + 3) % 323) < 306)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_3 = data_ptr[(((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 3) / 323) * 289)) + rx_0) + (((((int)threadIdx.x) * 4) + 3) % 323)) - 18)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 3)] = condval_3;
      int cse_v13 = ((((int)threadIdx.x) * 4) / 17);
      int cse_v23 = (((((int)threadIdx.x) * 4) + 2312) / 323);
      int cse_v53 = ((((((int)threadIdx.x) * 4) / 17) + 3) % 19);
      int cse_v56 = (((((((int)threadIdx.x) * 4) / 17) + 3) % 19) * 17);
      float condval_4;
      if ((((1 <= ((((((int)threadIdx.x) * 4) / 17) + 3) % 19)) && (((((((int)threadIdx.x) * 4) / 17) + 3) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
        condval_4 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 2312) / 323) * 289)) + (((((((int)threadIdx.x) * 4) / 17) + 3) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 4) % 17)) - 18)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 2312) / 323) * 323) + (((((((int)threadIdx.x) * 4) / 17) + 3) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 17))] = condval_4;
      int cse_v24 = (((((int)threadIdx.x) * 4) + 1) / 17);
      int cse_v25 = (((((int)threadIdx.x) * 4) + 2313) / 323);
      int cse_v57 = (((((((int)threadIdx.x) * 4) + 1) / 17) + 3) % 19);
      int cse_v64 = ((((((((int)threadIdx.x) * 4) + 1) / 17) + 3) % 19) * 17);
      float condval_5;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 1) / 17) + 3) % 19)) && ((((((((int)threadIdx.x) * 4) + 1) / 17) + 3) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
        condval_5 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 2313) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 3) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 1) % 17)) - 18)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 2313) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 3) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 17))] = condval_5;
      int cse_v26 = (((((int)threadIdx.x) * 4) + 2) / 17);
      int cse_v27 = (((((int)threadIdx.x) * 4) + 2314) / 323);
      int cse_v58 = (((((((int)threadIdx.x) * 4) + 2) / 17) + 3) % 19);
      int cse_v65 = ((((((((int)threadIdx.x) * 4) + 2) / 17) + 3) % 19) * 17);
      float condval_6;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 2) / 17) + 3) % 19)) && ((((((((int)threadIdx.x) * 4) + 2) / 17) + 3) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
        condval_6 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 2314) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 3) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 2) % 17)) - 18)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 2314) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 3) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 17))] = condval_6;
      int cse_v28 = (((((int)threadIdx.x) * 4) + 3) / 17);
      int cse_v29 = (((((int)threadIdx.x) * 4) + 2315) / 323);
      int cse_v59 = (((((((int)threadIdx.x) * 4) + 3) / 17) + 3) % 19);
      int cse_v66 = ((((((((int)threadIdx.x) * 4) + 3) / 17) + 3) % 19) * 17);
      float condval_7;
      if ((((1 <= (((((((int)threadIdx.x) * 4) + 3) / 17) + 3) % 19)) && ((((((((int)threadIdx.x) * 4) + 3) / 17) + 3) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
        condval_7 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 2315) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 3) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 3) % 17)) - 18)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 2315) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 3) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 17))] = condval_7;
      if (((int)threadIdx.x) < 136) {
        int cse_v30 = (((((int)threadIdx.x) * 4) + 4624) / 323);
        int cse_v54 = ((((((int)threadIdx.x) * 4) / 17) + 6) % 19);
        int cse_v60 = (((((((int)threadIdx.x) * 4) / 17) + 6) % 19) * 17);
        float condval_8;
        if ((((1 <= ((((((int)threadIdx.x) * 4) / 17) + 6) % 19)) && (((((((int)threadIdx.x) * 4) / 17) + 6) % 19) < 18)) && (1 <= (rx_0 + ((((int)threadIdx.x) * 4) % 17)))) && ((rx_0 + ((((int)threadIdx.x) * 4) % 17)) < 18)) {
          condval_8 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 4624) / 323) * 289)) + (((((((int)threadIdx.x) * 4) / 17) + 6) % 19) * 17)) + rx_0) + ((((int)threadIdx.x) * 4) % 17)) - 18)];
        } else {
          condval_8 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 4624) / 323) * 323) + (((((((int)threadIdx.x) * 4) / 17) + 6) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 17))] = condval_8;
        int cse_v31 = (((((int)threadIdx.x) * 4) + 4625) / 323);
        int cse_v61 = (((((((int)threadIdx.x) * 4) + 1) / 17) + 6) % 19);
        int cse_v67 = ((((((((int)threadIdx.x) * 4) + 1) / 17) + 6) % 19) * 17);
        float condval_9;
        if ((((1 <= (((((((int)threadIdx.x) * 4) + 1) / 17) + 6) % 19)) && ((((((((int)threadIdx.x) * 4) + 1) / 17) + 6) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 1) % 17)) < 18)) {
          condval_9 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 4625) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 6) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 1) % 17)) - 18)];
        } else {
          condval_9 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 4625) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 1) / 17) + 6) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 17))] = condval_9;
        int cse_v32 = (((((int)threadIdx.x) * 4) + 4626) / 323);
        int cse_v62 = (((((((int)threadIdx.x) * 4) + 2) / 17) + 6) % 19);
        int cse_v68 = ((((((((int)threadIdx.x) * 4) + 2) / 17) + 6) % 19) * 17);
        float condval_10;
        if ((((1 <= (((((((int)threadIdx.x) * 4) + 2) / 17) + 6) % 19)) && ((((((((int)threadIdx.x) * 4) + 2) / 17) + 6) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 2) % 17)) < 18)) {
          condval_10 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 4626) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 6) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 2) % 17)) - 18)];
        } else {
          condval_10 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 4626) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 2) / 17) + 6) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 17))] = condval_10;
        int cse_v33 = (((((int)threadIdx.x) * 4) + 4627) / 323);
        int cse_v63 = (((((((int)threadIdx.x) * 4) + 3) / 17) + 6) % 19);
        int cse_v69 = ((((((((int)threadIdx.x) * 4) + 3) / 17) + 6) % 19) * 17);
        float condval_11;
        if ((((1 <= (((((((int)threadIdx.x) * 4) + 3) / 17) + 6) % 19)) && ((((((((int)threadIdx.x) * 4) + 3) / 17) + 6) % 19) < 18)) && (1 <= (rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)))) && ((rx_0 + (((((int)threadIdx.x) * 4) + 3) % 17)) < 18)) {
          condval_11 = data_ptr[((((((rc_0 * 4624) + ((((((int)threadIdx.x) * 4) + 4627) / 323) * 289)) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 6) % 19) * 17)) + rx_0) + (((((int)threadIdx.x) * 4) + 3) % 17)) - 18)];
        } else {
          condval_11 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((((((int)threadIdx.x) * 4) + 4627) / 323) * 323) + ((((((((int)threadIdx.x) * 4) + 3) / 17) + 6) % 19) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 17))] = condval_11;
      }
      if (((int)threadIdx.x) < 96) {
        int cse_v3 = (((int)threadIdx.x) / 12);
        int4 __1;
          int4 v_ = make_int4((((((int)threadIdx.x) % 12) * 4))+(1*0), (((((int)threadIdx.x) % 12) * 4))+(1*1), (((((int)threadIdx.x) % 12) * 4))+(1*2), (((((int)threadIdx.x) % 12) * 4))+(1*3));
          int4 v__1 = make_int4(3, 3, 3, 3);
          __1.x = (v_.x/v__1.x);
          __1.y = (v_.y/v__1.y);
          __1.z = (v_.z/v__1.z);
          __1.w = (v_.w/v__1.w);
        int4 cse_v4 = __1;
        int4 __2;
          int4 v__2 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
          int4 v__3 = make_int4(3, 3, 3, 3);
          __2.x = (v__2.x%v__3.x);
          __2.y = (v__2.y%v__3.y);
          __2.z = (v__2.z%v__3.z);
          __2.w = (v__2.w%v__3.w);
        int4 cse_v5 = __2;
        int cse_v14 = ((((int)threadIdx.x) % 12) * 4);
          int4 __3;
            int4 __4;
              int4 v__4 = make_int4(((((int)threadIdx.x) / 12) * 48), ((((int)threadIdx.x) / 12) * 48), ((((int)threadIdx.x) / 12) * 48), ((((int)threadIdx.x) / 12) * 48));
              int4 __5;
                int4 __6;
                  int4 v__5 = make_int4((((((int)threadIdx.x) % 12) * 4))+(1*0), (((((int)threadIdx.x) % 12) * 4))+(1*1), (((((int)threadIdx.x) % 12) * 4))+(1*2), (((((int)threadIdx.x) % 12) * 4))+(1*3));
                  int4 v__6 = make_int4(3, 3, 3, 3);
                  __6.x = (v__5.x/v__6.x);
                  __6.y = (v__5.y/v__6.y);
                  __6.z = (v__5.z/v__6.z);
                  __6.w = (v__5.w/v__6.w);
                int4 v__7 = make_int4(3, 3, 3, 3);
                __5.x = (__6.x*v__7.x);
                __5.y = (__6.y*v__7.y);
                __5.z = (__6.z*v__7.z);
                __5.w = (__6.w*v__7.w);
              __4.x = (v__4.x+__5.x);
              __4.y = (v__4.y+__5.y);
              __4.z = (v__4.z+__5.z);
              __4.w = (v__4.w+__5.w);
            int4 __7;
              int4 v__8 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
              int4 v__9 = make_int4(3, 3, 3, 3);
              __7.x = (v__8.x%v__9.x);
              __7.y = (v__8.y%v__9.y);
              __7.z = (v__8.z%v__9.z);
              __7.w = (v__8.w%v__9.w);
            __3.x = (__4.x+__7.x);
            __3.y = (__4.y+__7.y);
            __3.z = (__4.z+__7.z);
            __3.w = (__4.w+__7.w);
          int4 __8;
            int4 __9;
              int4 __10;
                int4 v__10 = make_int4((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + (rc_0 * 144)), (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + (rc_0 * 144)), (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + (rc_0 * 144)), (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + (rc_0 * 144)));
                int4 __11;
                  int4 __12;
                    int4 v__11 = make_int4((((((int)threadIdx.x) % 12) * 4))+(1*0), (((((int)threadIdx.x) % 12) * 4))+(1*1), (((((int)threadIdx.x) % 12) * 4))+(1*2), (((((int)threadIdx.x) % 12) * 4))+(1*3));
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
                __10.x = (v__10.x+__11.x);
                __10.y = (v__10.y+__11.y);
                __10.z = (v__10.z+__11.z);
                __10.w = (v__10.w+__11.w);
              int4 __13;
                int4 __14;
                  int4 v__14 = make_int4(((((int)threadIdx.x) * 4))+(1*0), ((((int)threadIdx.x) * 4))+(1*1), ((((int)threadIdx.x) * 4))+(1*2), ((((int)threadIdx.x) * 4))+(1*3));
                  int4 v__15 = make_int4(3, 3, 3, 3);
                  __14.x = (v__14.x%v__15.x);
                  __14.y = (v__14.y%v__15.y);
                  __14.z = (v__14.z%v__15.z);
                  __14.w = (v__14.w%v__15.w);
                int4 v__16 = make_int4(3, 3, 3, 3);
                __13.x = (__14.x*v__16.x);
                __13.y = (__14.y*v__16.y);
                __13.z = (__14.z*v__16.z);
                __13.w = (__14.w*v__16.w);
              __9.x = (__10.x+__13.x);
              __9.y = (__10.y+__13.y);
              __9.z = (__10.z+__13.z);
              __9.w = (__10.w+__13.w);
            int4 v__17 = make_int4(rx_0, rx_0, rx_0, rx_0);
            __8.x = (__9.x+v__17.x);
            __8.y = (__9.y+v__17.y);
            __8.z = (__9.z+v__17.z);
            __8.w = (__9.w+v__17.w);
          float4 v__18 = make_float4(kernel_ptr[__8.x],kernel_ptr[__8.y],kernel_ptr[__8.z],kernel_ptr[__8.w]);
          kernel_shared_ptr[__3.x] = v__18.x;
          kernel_shared_ptr[__3.y] = v__18.y;
          kernel_shared_ptr[__3.z] = v__18.z;
          kernel_shared_ptr[__3.w] = v__18.w;
      }
      __syncthreads();
      for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
        int cse_v15 = ((ry_1 * 17) + (((int)threadIdx.x) % 289));
        int cse_v34 = (((((int)threadIdx.x) / 289) * 192) + ry_1);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((ry_1 * 17) + (((int)threadIdx.x) % 289))] * kernel_shared_ptr[(((((int)threadIdx.x) / 289) * 192) + ry_1)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((ry_1 * 17) + (((int)threadIdx.x) % 289))] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 48)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((ry_1 * 17) + (((int)threadIdx.x) % 289))] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 96)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((ry_1 * 17) + (((int)threadIdx.x) % 289))] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 144)]));
        int cse_v35 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 323);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 323)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 3)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 323)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 51)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 323)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 99)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 323)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 147)]));
        int cse_v36 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 646);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 646)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 6)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 646)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 54)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 646)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 102)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 646)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 150)]));
        int cse_v37 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 969);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 969)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 9)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 969)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 57)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 969)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 105)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 969)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 153)]));
        int cse_v38 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1292);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1292)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 12)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1292)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 60)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1292)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 108)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1292)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 156)]));
        int cse_v39 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1615);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1615)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 15)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1615)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 63)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1615)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 111)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1615)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 159)]));
        int cse_v40 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1938);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1938)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 18)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1938)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 66)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1938)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 114)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 1938)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 162)]));
        int cse_v41 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2261);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2261)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 21)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2261)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 69)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2261)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 117)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2261)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 165)]));
        int cse_v42 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2584);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 24)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 72)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 120)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 168)]));
        int cse_v43 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2907);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2907)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 27)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2907)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 75)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2907)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 123)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 2907)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 171)]));
        int cse_v44 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3230);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3230)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 30)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3230)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 78)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3230)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 126)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3230)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 174)]));
        int cse_v45 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3553);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3553)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 33)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3553)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 81)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3553)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 129)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3553)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 177)]));
        int cse_v46 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3876);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3876)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 36)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3876)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 84)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3876)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 132)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 3876)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 180)]));
        int cse_v47 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4199);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4199)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 39)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4199)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 87)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4199)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 135)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4199)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 183)]));
        int cse_v48 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4522);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4522)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 42)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4522)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 90)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4522)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 138)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4522)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 186)]));
        int cse_v49 = (((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4845);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4845)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 45)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4845)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 93)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4845)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 141)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 17) + (((int)threadIdx.x) % 289)) + 4845)] * kernel_shared_ptr[((((((int)threadIdx.x) / 289) * 192) + ry_1) + 189)]));
      }
    }
  }
  int cse_v55 = (((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 289)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 578)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (((int)threadIdx.x) % 289)) + 867)] = conv2d_nchw_local_ptr[3];
}

