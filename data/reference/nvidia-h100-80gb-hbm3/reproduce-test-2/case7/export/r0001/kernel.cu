
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
  __shared__ alignas(64) float pad_temp_shared_ptr[2584];
  __shared__ alignas(64) float kernel_shared_ptr[192];
  for (int ff_3_init = 0; ff_3_init < 2; ++ff_3_init) {
    for (int ff_4_init = 0; ff_4_init < 2; ++ff_4_init) {
      conv2d_nchw_local_ptr[((ff_3_init * 2) + ff_4_init)] = 0x0p+0f/*0.000000e+00*/;
    }
  }
  int cse_v5 = (((int)threadIdx.x) % 289);
  int cse_v6 = (((int)threadIdx.x) / 289);
  for (int rc_0 = 0; rc_0 < 64; ++rc_0) {
    for (int ry_0 = 0; ry_0 < 3; ++ry_0) {
      __syncthreads();
      for (int ax0_ax1_ax2_ax3_fused_0 = 0; ax0_ax1_ax2_ax3_fused_0 < 2; ++ax0_ax1_ax2_ax3_fused_0) {
        if (((ax0_ax1_ax2_ax3_fused_0 * 17) + (((int)threadIdx.x) / 34)) < 19) {
          for (int ax0_ax1_ax2_ax3_fused_2_s = 0; ax0_ax1_ax2_ax3_fused_2_s < 4; ++ax0_ax1_ax2_ax3_fused_2_s) {
            int cse_v9 = (((ax0_ax1_ax2_ax3_fused_0 * 2312) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s);
            int cse_v10 = ((((ax0_ax1_ax2_ax3_fused_0 * 2312) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 19);
            int cse_v11 = ((((((ax0_ax1_ax2_ax3_fused_0 * 2312) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 323) / 19) + ry_0);
            float condval;
            if ((((1 <= ((((((ax0_ax1_ax2_ax3_fused_0 * 2312) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 323) / 19) + ry_0)) && (((((((ax0_ax1_ax2_ax3_fused_0 * 2312) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 323) / 19) + ry_0) < 18)) && (1 <= ((((ax0_ax1_ax2_ax3_fused_0 * 2312) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 19))) && (((((ax0_ax1_ax2_ax3_fused_0 * 2312) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 19) < 18)) {
              condval = data_ptr[(((((rc_0 * 2312) + (((((ax0_ax1_ax2_ax3_fused_0 * 2312) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) / 19) * 17)) + (ry_0 * 17)) + ((((ax0_ax1_ax2_ax3_fused_0 * 2312) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 19)) - 18)];
            } else {
              condval = 0x0p+0f/*0.000000e+00*/;
            }
            pad_temp_shared_ptr[(((ax0_ax1_ax2_ax3_fused_0 * 2312) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s)] = condval;
          }
        }
      }
      if (((int)threadIdx.x) < 96) {
        int cse_v1 = (((int)threadIdx.x) / 12);
        int2 __1;
          int2 v_ = make_int2((((((int)threadIdx.x) % 12) * 2))+(1*0), (((((int)threadIdx.x) % 12) * 2))+(1*1));
          int2 v__1 = make_int2(3, 3);
          __1.x = (v_.x/v__1.x);
          __1.y = (v_.y/v__1.y);
        int2 cse_v2 = __1;
        int cse_v3 = (((int)threadIdx.x) * 2);
        int2 __2;
          int2 v__2 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
          int2 v__3 = make_int2(3, 3);
          __2.x = (v__2.x%v__3.x);
          __2.y = (v__2.y%v__3.y);
        int2 cse_v4 = __2;
        int cse_v7 = ((((int)threadIdx.x) % 12) * 2);
          int2 __3;
            int2 __4;
              int2 v__4 = make_int2(((((int)threadIdx.x) / 12) * 24), ((((int)threadIdx.x) / 12) * 24));
              int2 __5;
                int2 __6;
                  int2 v__5 = make_int2((((((int)threadIdx.x) % 12) * 2))+(1*0), (((((int)threadIdx.x) % 12) * 2))+(1*1));
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
                int2 v__10 = make_int2((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + (rc_0 * 72)), (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + (rc_0 * 72)));
                int2 __11;
                  int2 __12;
                    int2 v__11 = make_int2((((((int)threadIdx.x) % 12) * 2))+(1*0), (((((int)threadIdx.x) % 12) * 2))+(1*1));
                    int2 v__12 = make_int2(3, 3);
                    __12.x = (v__11.x/v__12.x);
                    __12.y = (v__11.y/v__12.y);
                  int2 v__13 = make_int2(9, 9);
                  __11.x = (__12.x*v__13.x);
                  __11.y = (__12.y*v__13.y);
                __10.x = (v__10.x+__11.x);
                __10.y = (v__10.y+__11.y);
              int2 v__14 = make_int2((ry_0 * 3), (ry_0 * 3));
              __9.x = (__10.x+v__14.x);
              __9.y = (__10.y+v__14.y);
            int2 __13;
              int2 v__15 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
              int2 v__16 = make_int2(3, 3);
              __13.x = (v__15.x%v__16.x);
              __13.y = (v__15.y%v__16.y);
            __8.x = (__9.x+__13.x);
            __8.y = (__9.y+__13.y);
          float2 v__17 = make_float2(kernel_ptr[__8.x],kernel_ptr[__8.y]);
          kernel_shared_ptr[__3.x] = v__17.x;
          kernel_shared_ptr[__3.y] = v__17.y;
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
        for (int ff_3 = 0; ff_3 < 2; ++ff_3) {
          for (int rc_2 = 0; rc_2 < 2; ++rc_2) {
            for (int rx_2 = 0; rx_2 < 3; ++rx_2) {
              for (int ff_4 = 0; ff_4 < 2; ++ff_4) {
                int cse_v8 = ((ff_3 * 2) + ff_4);
                conv2d_nchw_local_ptr[((ff_3 * 2) + ff_4)] = (conv2d_nchw_local_ptr[((ff_3 * 2) + ff_4)] + (pad_temp_shared_ptr[(((((rc_1 * 646) + (rc_2 * 323)) + (((((int)threadIdx.x) % 289) / 17) * 19)) + rx_2) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((((((int)threadIdx.x) / 289) * 96) + (ff_3 * 48)) + (ff_4 * 24)) + (rc_1 * 6)) + (rc_2 * 3)) + rx_2)]));
              }
            }
          }
        }
      }
    }
  }
  for (int ax1 = 0; ax1 < 4; ++ax1) {
    conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 289) * 1156)) + (ax1 * 289)) + (((int)threadIdx.x) % 289))] = conv2d_nchw_local_ptr[ax1];
  }
}

