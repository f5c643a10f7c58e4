
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
extern "C" __global__ void __launch_bounds__(272) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(272) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[1656];
  __shared__ alignas(64) float kernel_shared_ptr[288];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) >> 2);
  int cse_v5 = (((int)threadIdx.x) / 68);
  int cse_v6 = (((int)threadIdx.x) % 68);
  int cse_v10 = ((((int)blockIdx.x) & 3) * 136);
  int cse_v12 = ((((int)blockIdx.x) >> 2) * 2176);
  for (int ry_0 = 0; ry_0 < 3; ++ry_0) {
    int cse_v2 = (ry_0 * 544);
    int cse_v3 = (((int)threadIdx.x) * 3);
    int cse_v8 = ((((int)blockIdx.x) >> 2) * 4);
    int cse_v9 = ((((int)threadIdx.x) % 184) / 46);
    int cse_v11 = ((((int)threadIdx.x) % 46) * 3);
    int cse_v108 = (((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 46) * 3));
    int cse_v111 = ((((((int)blockIdx.x) >> 2) * 4) + ((((int)threadIdx.x) % 184) / 46)) + ry_0);
    int cse_v123 = (((((((((int)threadIdx.x) / 184) * 295936) + ((((int)blockIdx.x) >> 2) * 2176)) + (((((int)threadIdx.x) % 184) / 46) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 46) * 3));
    __syncthreads();
    float condval;
    if (((1 <= ((((((int)blockIdx.x) >> 2) * 4) + ((((int)threadIdx.x) % 184) / 46)) + ry_0)) && (((((((int)blockIdx.x) >> 2) * 4) + ((((int)threadIdx.x) % 184) / 46)) + ry_0) < 545)) && (1 <= (((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 46) * 3)))) {
      condval = data_ptr[((((((((((int)threadIdx.x) / 184) * 295936) + ((((int)blockIdx.x) >> 2) * 2176)) + (((((int)threadIdx.x) % 184) / 46) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 46) * 3)) - 545)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
    float condval_1;
    if ((1 <= ((((((int)blockIdx.x) >> 2) * 4) + ((((int)threadIdx.x) % 184) / 46)) + ry_0)) && (((((((int)blockIdx.x) >> 2) * 4) + ((((int)threadIdx.x) % 184) / 46)) + ry_0) < 545)) {
      condval_1 = data_ptr[((((((((((int)threadIdx.x) / 184) * 295936) + ((((int)blockIdx.x) >> 2) * 2176)) + (((((int)threadIdx.x) % 184) / 46) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 46) * 3)) - 544)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
    float condval_2;
    if (((1 <= ((((((int)blockIdx.x) >> 2) * 4) + ((((int)threadIdx.x) % 184) / 46)) + ry_0)) && (((((((int)blockIdx.x) >> 2) * 4) + ((((int)threadIdx.x) % 184) / 46)) + ry_0) < 545)) && ((((((int)blockIdx.x) & 3) * 136) + ((((int)threadIdx.x) % 46) * 3)) < 543)) {
      condval_2 = data_ptr[((((((((((int)threadIdx.x) / 184) * 295936) + ((((int)blockIdx.x) >> 2) * 2176)) + (((((int)threadIdx.x) % 184) / 46) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + ((((int)threadIdx.x) % 46) * 3)) - 543)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
    int cse_v109 = (((((int)threadIdx.x) * 3) + 126) % 138);
    int cse_v112 = ((((((int)threadIdx.x) >> 1) + 44) % 92) / 23);
    int cse_v122 = ((((((int)blockIdx.x) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 44) % 92) / 23)) + ry_0);
    int cse_v124 = (((((((((int)threadIdx.x) + 272) / 184) * 295936) + ((((int)blockIdx.x) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 44) % 92) / 23) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136));
    float condval_3;
    if (((1 <= ((((((int)blockIdx.x) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 44) % 92) / 23)) + ry_0)) && (((((((int)blockIdx.x) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 44) % 92) / 23)) + ry_0) < 545)) && (1 <= (((((int)blockIdx.x) & 3) * 136) + (((((int)threadIdx.x) * 3) + 126) % 138)))) {
      condval_3 = data_ptr[(((((((((((int)threadIdx.x) + 272) / 184) * 295936) + ((((int)blockIdx.x) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 44) % 92) / 23) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((((int)threadIdx.x) * 3) + 126) % 138)) - 545)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 816)] = condval_3;
    float condval_4;
    if ((1 <= ((((((int)blockIdx.x) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 44) % 92) / 23)) + ry_0)) && (((((((int)blockIdx.x) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 44) % 92) / 23)) + ry_0) < 545)) {
      condval_4 = data_ptr[(((((((((((int)threadIdx.x) + 272) / 184) * 295936) + ((((int)blockIdx.x) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 44) % 92) / 23) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((((int)threadIdx.x) * 3) + 127) % 138)) - 545)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 817)] = condval_4;
    int cse_v110 = (((((int)threadIdx.x) * 3) + 128) % 138);
    float condval_5;
    if (((1 <= ((((((int)blockIdx.x) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 44) % 92) / 23)) + ry_0)) && (((((((int)blockIdx.x) >> 2) * 4) + ((((((int)threadIdx.x) >> 1) + 44) % 92) / 23)) + ry_0) < 545)) && ((((((int)blockIdx.x) & 3) * 136) + (((((int)threadIdx.x) * 3) + 128) % 138)) < 545)) {
      condval_5 = data_ptr[(((((((((((int)threadIdx.x) + 272) / 184) * 295936) + ((((int)blockIdx.x) >> 2) * 2176)) + (((((((int)threadIdx.x) >> 1) + 44) % 92) / 23) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((((int)threadIdx.x) * 3) + 128) % 138)) - 545)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 818)] = condval_5;
    if (((int)threadIdx.x) < 8) {
      int cse_v113 = ((((((int)blockIdx.x) >> 2) * 4) + ry_0) + 3);
      int cse_v115 = (((((((int)blockIdx.x) >> 2) * 2176) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) * 3));
      float condval_6;
      if ((((((int)blockIdx.x) >> 2) * 4) + ry_0) < 542) {
        condval_6 = data_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) * 3)) + 593073)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1632)] = condval_6;
      float condval_7;
      if ((((((int)blockIdx.x) >> 2) * 4) + ry_0) < 542) {
        condval_7 = data_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) * 3)) + 593074)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1633)] = condval_7;
      float condval_8;
      if (((((((int)blockIdx.x) >> 2) * 4) + ry_0) < 542) && ((((((int)blockIdx.x) & 3) * 136) + (((int)threadIdx.x) * 3)) < 429)) {
        condval_8 = data_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + (ry_0 * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) * 3)) + 593075)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1634)] = condval_8;
    }
    if (((int)threadIdx.x) < 144) {
      int cse_v4 = (((int)threadIdx.x) * 2);
      int2 __1;
        int2 __2;
          int2 __3;
            int2 __4;
              int2 v_ = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
              int2 v__1 = make_int2(3, 3);
              __4.x = (v_.x/v__1.x);
              __4.y = (v_.y/v__1.y);
            int2 v__2 = make_int2(9, 9);
            __3.x = (__4.x*v__2.x);
            __3.y = (__4.y*v__2.y);
          int2 v__3 = make_int2((ry_0 * 3), (ry_0 * 3));
          __2.x = (__3.x+v__3.x);
          __2.y = (__3.y+v__3.y);
        int2 __5;
          int2 v__4 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
          int2 v__5 = make_int2(3, 3);
          __5.x = (v__4.x%v__5.x);
          __5.y = (v__4.y%v__5.y);
        __1.x = (__2.x+__5.x);
        __1.y = (__2.y+__5.y);
      *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = make_float2(kernel_ptr[__1.x],kernel_ptr[__1.y]);
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 3; ++rc_1) {
      int cse_v7 = (rc_1 * 3);
      int cse_v114 = (((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[(rc_1 * 3)]));
      int cse_v116 = ((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[(rc_1 * 3)]));
      int cse_v13 = ((rc_1 * 3) + 36);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 36)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 36)]));
      int cse_v14 = ((rc_1 * 3) + 72);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 72)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 72)]));
      int cse_v15 = ((rc_1 * 3) + 108);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 108)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 108)]));
      int cse_v16 = ((rc_1 * 3) + 144);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 144)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 144)]));
      int cse_v17 = ((rc_1 * 3) + 180);
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 180)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 180)]));
      int cse_v18 = ((rc_1 * 3) + 216);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 216)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 216)]));
      int cse_v19 = ((rc_1 * 3) + 252);
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 252)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 252)]));
      int cse_v20 = ((rc_1 * 3) + 1);
      int cse_v117 = ((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 1)]));
      int cse_v118 = ((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 1)]));
      int cse_v21 = ((rc_1 * 3) + 37);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 37)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 37)]));
      int cse_v22 = ((rc_1 * 3) + 73);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 73)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 73)]));
      int cse_v23 = ((rc_1 * 3) + 109);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 109)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 109)]));
      int cse_v24 = ((rc_1 * 3) + 145);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 145)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 145)]));
      int cse_v25 = ((rc_1 * 3) + 181);
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 181)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 181)]));
      int cse_v26 = ((rc_1 * 3) + 217);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 217)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 217)]));
      int cse_v27 = ((rc_1 * 3) + 253);
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 253)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 253)]));
      int cse_v28 = ((rc_1 * 3) + 2);
      int cse_v119 = ((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 2)]));
      int cse_v120 = ((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 2)]));
      int cse_v29 = ((rc_1 * 3) + 38);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 38)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 38)]));
      int cse_v30 = ((rc_1 * 3) + 74);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 74)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 74)]));
      int cse_v31 = ((rc_1 * 3) + 110);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 110)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 110)]));
      int cse_v32 = ((rc_1 * 3) + 146);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 146)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 146)]));
      int cse_v33 = ((rc_1 * 3) + 182);
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 182)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 182)]));
      int cse_v34 = ((rc_1 * 3) + 218);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 218)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 218)]));
      int cse_v35 = ((rc_1 * 3) + 254);
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 254)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 254)]));
      int cse_v36 = ((rc_1 * 3) + 9);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 9)]));
      int cse_v37 = ((rc_1 * 3) + 45);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 45)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 45)]));
      int cse_v38 = ((rc_1 * 3) + 81);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 81)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 81)]));
      int cse_v39 = ((rc_1 * 3) + 117);
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 117)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 117)]));
      int cse_v40 = ((rc_1 * 3) + 153);
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 153)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 153)]));
      int cse_v41 = ((rc_1 * 3) + 189);
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 189)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 189)]));
      int cse_v42 = ((rc_1 * 3) + 225);
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 225)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 225)]));
      int cse_v43 = ((rc_1 * 3) + 261);
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 261)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 261)]));
      int cse_v44 = ((rc_1 * 3) + 10);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 10)]));
      int cse_v45 = ((rc_1 * 3) + 46);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 46)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 46)]));
      int cse_v46 = ((rc_1 * 3) + 82);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 82)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 82)]));
      int cse_v47 = ((rc_1 * 3) + 118);
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 118)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 118)]));
      int cse_v48 = ((rc_1 * 3) + 154);
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 154)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 154)]));
      int cse_v49 = ((rc_1 * 3) + 190);
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 190)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 190)]));
      int cse_v50 = ((rc_1 * 3) + 226);
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 226)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 226)]));
      int cse_v51 = ((rc_1 * 3) + 262);
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 262)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 262)]));
      int cse_v52 = ((rc_1 * 3) + 11);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 11)]));
      int cse_v53 = ((rc_1 * 3) + 47);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 47)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 47)]));
      int cse_v54 = ((rc_1 * 3) + 83);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 83)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 83)]));
      int cse_v55 = ((rc_1 * 3) + 119);
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 119)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 119)]));
      int cse_v56 = ((rc_1 * 3) + 155);
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 155)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 155)]));
      int cse_v57 = ((rc_1 * 3) + 191);
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 191)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 191)]));
      int cse_v58 = ((rc_1 * 3) + 227);
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 227)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 227)]));
      int cse_v59 = ((rc_1 * 3) + 263);
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 263)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 263)]));
      int cse_v60 = ((rc_1 * 3) + 18);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 18)]));
      int cse_v61 = ((rc_1 * 3) + 54);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 54)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 54)]));
      int cse_v62 = ((rc_1 * 3) + 90);
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 90)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 90)]));
      int cse_v63 = ((rc_1 * 3) + 126);
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 126)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 126)]));
      int cse_v64 = ((rc_1 * 3) + 162);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 162)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 162)]));
      int cse_v65 = ((rc_1 * 3) + 198);
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 198)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 198)]));
      int cse_v66 = ((rc_1 * 3) + 234);
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 234)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 234)]));
      int cse_v67 = ((rc_1 * 3) + 270);
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 270)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 270)]));
      int cse_v68 = ((rc_1 * 3) + 19);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 19)]));
      int cse_v69 = ((rc_1 * 3) + 55);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 55)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 55)]));
      int cse_v70 = ((rc_1 * 3) + 91);
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 91)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 91)]));
      int cse_v71 = ((rc_1 * 3) + 127);
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 127)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 127)]));
      int cse_v72 = ((rc_1 * 3) + 163);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 163)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 163)]));
      int cse_v73 = ((rc_1 * 3) + 199);
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 199)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 199)]));
      int cse_v74 = ((rc_1 * 3) + 235);
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 235)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 235)]));
      int cse_v75 = ((rc_1 * 3) + 271);
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 271)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 271)]));
      int cse_v76 = ((rc_1 * 3) + 20);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 20)]));
      int cse_v77 = ((rc_1 * 3) + 56);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 56)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 56)]));
      int cse_v78 = ((rc_1 * 3) + 92);
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 92)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 92)]));
      int cse_v79 = ((rc_1 * 3) + 128);
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 128)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 128)]));
      int cse_v80 = ((rc_1 * 3) + 164);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 164)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 164)]));
      int cse_v81 = ((rc_1 * 3) + 200);
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 200)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 200)]));
      int cse_v82 = ((rc_1 * 3) + 236);
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 236)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 236)]));
      int cse_v83 = ((rc_1 * 3) + 272);
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 272)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 272)]));
      int cse_v84 = ((rc_1 * 3) + 27);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 27)]));
      int cse_v85 = ((rc_1 * 3) + 63);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 63)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 63)]));
      int cse_v86 = ((rc_1 * 3) + 99);
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 99)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 99)]));
      int cse_v87 = ((rc_1 * 3) + 135);
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 135)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 135)]));
      int cse_v88 = ((rc_1 * 3) + 171);
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 171)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 171)]));
      int cse_v89 = ((rc_1 * 3) + 207);
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 207)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 207)]));
      int cse_v90 = ((rc_1 * 3) + 243);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 243)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 243)]));
      int cse_v91 = ((rc_1 * 3) + 279);
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[((rc_1 * 3) + 279)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[((rc_1 * 3) + 279)]));
      int cse_v92 = ((rc_1 * 3) + 28);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 28)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 28)]));
      int cse_v93 = ((rc_1 * 3) + 64);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 64)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 64)]));
      int cse_v94 = ((rc_1 * 3) + 100);
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 100)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 100)]));
      int cse_v95 = ((rc_1 * 3) + 136);
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 136)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 136)]));
      int cse_v96 = ((rc_1 * 3) + 172);
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 172)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 172)]));
      int cse_v97 = ((rc_1 * 3) + 208);
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 208)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 208)]));
      int cse_v98 = ((rc_1 * 3) + 244);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 244)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 244)]));
      int cse_v99 = ((rc_1 * 3) + 280);
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 1)] * kernel_shared_ptr[((rc_1 * 3) + 280)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 69)] * kernel_shared_ptr[((rc_1 * 3) + 280)]));
      int cse_v100 = ((rc_1 * 3) + 29);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 29)]));
      int cse_v101 = ((rc_1 * 3) + 65);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 65)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 65)]));
      int cse_v102 = ((rc_1 * 3) + 101);
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 101)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 101)]));
      int cse_v103 = ((rc_1 * 3) + 137);
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 137)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 137)]));
      int cse_v104 = ((rc_1 * 3) + 173);
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 173)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 173)]));
      int cse_v105 = ((rc_1 * 3) + 209);
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 209)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 209)]));
      int cse_v106 = ((rc_1 * 3) + 245);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 245)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 245)]));
      int cse_v107 = ((rc_1 * 3) + 281);
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 2)] * kernel_shared_ptr[((rc_1 * 3) + 281)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1 * 552) + ((((int)threadIdx.x) / 68) * 138)) + (((int)threadIdx.x) % 68)) + 70)] * kernel_shared_ptr[((rc_1 * 3) + 281)]));
    }
  }
  int cse_v121 = (((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 68)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 1183744)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 1183812)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 2367488)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 2367556)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 3551232)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 3551300)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 4734976)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 4735044)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 5918720)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 5918788)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 7102464)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 7102532)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 8286208)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 8286276)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 295936)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 296004)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 1479680)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 1479748)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 2663424)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 2663492)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 3847168)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 3847236)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 5030912)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 5030980)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 6214656)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 6214724)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 7398400)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 7398468)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 8582144)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 8582212)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 591872)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 591940)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 1775616)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 1775684)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 2959360)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 2959428)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 4143104)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 4143172)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 5326848)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 5326916)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 6510592)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 6510660)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 7694336)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 7694404)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 8878080)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 8878148)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 887808)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 887876)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 2071552)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 2071620)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 3255296)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 3255364)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 4439040)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 4439108)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 5622784)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 5622852)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 6806528)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 6806596)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 7990272)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 7990340)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 9174016)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) >> 2) * 2176) + ((((int)threadIdx.x) / 68) * 544)) + ((((int)blockIdx.x) & 3) * 136)) + (((int)threadIdx.x) % 68)) + 9174084)] = conv2d_nchw_local_ptr[63];
}

