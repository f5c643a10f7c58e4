
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
extern "C" __global__ void __launch_bounds__(136) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(136) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[64];
  __shared__ alignas(64) float pad_temp_shared_ptr[840];
  __shared__ alignas(64) float kernel_shared_ptr[288];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) >> 3);
  int cse_v6 = (((int)threadIdx.x) % 34);
  int cse_v7 = (((int)threadIdx.x) / 68);
  int cse_v9 = ((((int)blockIdx.x) & 7) * 68);
  int cse_v11 = ((((int)blockIdx.x) >> 3) * 2176);
  int cse_v19 = ((((int)threadIdx.x) % 68) / 34);
  for (int ry_0 = 0; ry_0 < 3; ++ry_0) {
    int cse_v2 = (((int)threadIdx.x) * 3);
    int cse_v3 = (ry_0 * 544);
    int cse_v8 = ((((int)blockIdx.x) >> 3) * 4);
    int cse_v10 = ((((int)threadIdx.x) * 3) % 70);
    int cse_v20 = (((((int)threadIdx.x) * 3) % 280) / 70);
    int cse_v21 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) * 3) % 70));
    int cse_v81 = ((((((int)blockIdx.x) >> 3) * 4) + (((((int)threadIdx.x) * 3) % 280) / 70)) + ry_0);
    __syncthreads();
    float condval;
    if ((((1 <= ((((((int)blockIdx.x) >> 3) * 4) + (((((int)threadIdx.x) * 3) % 280) / 70)) + ry_0)) && (((((((int)blockIdx.x) >> 3) * 4) + (((((int)threadIdx.x) * 3) % 280) / 70)) + ry_0) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) * 3) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) * 3) % 70)) < 545)) {
      condval = data_ptr[(((((((((((int)threadIdx.x) * 3) / 280) * 295936) + ((((int)blockIdx.x) >> 3) * 2176)) + ((((((int)threadIdx.x) * 3) % 280) / 70) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) * 3) % 70)) - 545)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
    int cse_v12 = ((((int)threadIdx.x) * 3) + 1);
    int cse_v22 = (((((int)threadIdx.x) * 3) + 1) % 70);
    int cse_v28 = ((((((int)threadIdx.x) * 3) + 1) % 280) / 70);
    int cse_v29 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 1) % 70));
    int cse_v87 = ((((((int)blockIdx.x) >> 3) * 4) + ((((((int)threadIdx.x) * 3) + 1) % 280) / 70)) + ry_0);
    float condval_1;
    if ((((1 <= ((((((int)blockIdx.x) >> 3) * 4) + ((((((int)threadIdx.x) * 3) + 1) % 280) / 70)) + ry_0)) && (((((((int)blockIdx.x) >> 3) * 4) + ((((((int)threadIdx.x) * 3) + 1) % 280) / 70)) + ry_0) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 1) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 1) % 70)) < 545)) {
      condval_1 = data_ptr[((((((((((((int)threadIdx.x) * 3) + 1) / 280) * 295936) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((((int)threadIdx.x) * 3) + 1) % 280) / 70) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 1) % 70)) - 545)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
    int cse_v13 = ((((int)threadIdx.x) * 3) >> 1);
    int cse_v14 = ((((int)threadIdx.x) * 3) + 2);
    int cse_v23 = (((((int)threadIdx.x) * 3) + 2) % 70);
    int cse_v30 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 2) % 70));
    int cse_v82 = (((((((int)threadIdx.x) * 3) >> 1) + 1) % 140) / 35);
    int cse_v101 = ((((((int)blockIdx.x) >> 3) * 4) + (((((((int)threadIdx.x) * 3) >> 1) + 1) % 140) / 35)) + ry_0);
    float condval_2;
    if ((((1 <= ((((((int)blockIdx.x) >> 3) * 4) + (((((((int)threadIdx.x) * 3) >> 1) + 1) % 140) / 35)) + ry_0)) && (((((((int)blockIdx.x) >> 3) * 4) + (((((((int)threadIdx.x) * 3) >> 1) + 1) % 140) / 35)) + ry_0) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 2) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 2) % 70)) < 545)) {
      condval_2 = data_ptr[((((((((((((int)threadIdx.x) * 3) + 2) / 280) * 295936) + ((((int)blockIdx.x) >> 3) * 2176)) + ((((((((int)threadIdx.x) * 3) >> 1) + 1) % 140) / 35) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 2) % 70)) - 545)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
    int cse_v15 = ((((int)threadIdx.x) * 3) + 408);
    int cse_v24 = (((((int)threadIdx.x) * 3) + 58) % 70);
    int cse_v31 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 58) % 70));
    int cse_v83 = (((((((int)threadIdx.x) * 3) >> 1) + 64) % 140) / 35);
    int cse_v102 = ((((((int)blockIdx.x) >> 3) * 4) + (((((((int)threadIdx.x) * 3) >> 1) + 64) % 140) / 35)) + ry_0);
    float condval_3;
    if ((((1 <= ((((((int)blockIdx.x) >> 3) * 4) + (((((((int)threadIdx.x) * 3) >> 1) + 64) % 140) / 35)) + ry_0)) && (((((((int)blockIdx.x) >> 3) * 4) + (((((((int)threadIdx.x) * 3) >> 1) + 64) % 140) / 35)) + ry_0) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 58) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 58) % 70)) < 545)) {
      condval_3 = data_ptr[((((((((((((int)threadIdx.x) * 3) + 408) / 280) * 295936) + ((((int)blockIdx.x) >> 3) * 2176)) + ((((((((int)threadIdx.x) * 3) >> 1) + 64) % 140) / 35) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 58) % 70)) - 545)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 408)] = condval_3;
    int cse_v16 = ((((int)threadIdx.x) * 3) + 409);
    int cse_v25 = (((((int)threadIdx.x) * 3) + 59) % 70);
    int cse_v32 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 59) % 70));
    int cse_v88 = ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 64) % 140) / 35);
    int cse_v104 = ((((((int)blockIdx.x) >> 3) * 4) + ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 64) % 140) / 35)) + ry_0);
    float condval_4;
    if ((((1 <= ((((((int)blockIdx.x) >> 3) * 4) + ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 64) % 140) / 35)) + ry_0)) && (((((((int)blockIdx.x) >> 3) * 4) + ((((((((int)threadIdx.x) * 3) + 1) >> 1) + 64) % 140) / 35)) + ry_0) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 59) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 59) % 70)) < 545)) {
      condval_4 = data_ptr[((((((((((((int)threadIdx.x) * 3) + 409) / 280) * 295936) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((((((int)threadIdx.x) * 3) + 1) >> 1) + 64) % 140) / 35) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 59) % 70)) - 545)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 409)] = condval_4;
    int cse_v17 = ((((int)threadIdx.x) * 3) + 410);
    int cse_v26 = (((((int)threadIdx.x) * 3) + 60) % 70);
    int cse_v33 = (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 60) % 70));
    int cse_v84 = (((((((int)threadIdx.x) * 3) >> 1) + 65) % 140) / 35);
    int cse_v103 = ((((((int)blockIdx.x) >> 3) * 4) + (((((((int)threadIdx.x) * 3) >> 1) + 65) % 140) / 35)) + ry_0);
    float condval_5;
    if ((((1 <= ((((((int)blockIdx.x) >> 3) * 4) + (((((((int)threadIdx.x) * 3) >> 1) + 65) % 140) / 35)) + ry_0)) && (((((((int)blockIdx.x) >> 3) * 4) + (((((((int)threadIdx.x) * 3) >> 1) + 65) % 140) / 35)) + ry_0) < 545)) && (1 <= (((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 60) % 70)))) && ((((((int)blockIdx.x) & 7) * 68) + (((((int)threadIdx.x) * 3) + 60) % 70)) < 545)) {
      condval_5 = data_ptr[((((((((((((int)threadIdx.x) * 3) + 410) / 280) * 295936) + ((((int)blockIdx.x) >> 3) * 2176)) + ((((((((int)threadIdx.x) * 3) >> 1) + 65) % 140) / 35) * 544)) + (ry_0 * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((((int)threadIdx.x) * 3) + 60) % 70)) - 545)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 410)] = condval_5;
    if (((int)threadIdx.x) < 8) {
      int cse_v85 = (((((((int)blockIdx.x) >> 3) * 2176) + (ry_0 * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) * 3));
      float condval_6;
      if ((((((int)blockIdx.x) >> 3) * 4) + ry_0) < 542) {
        condval_6 = data_ptr[((((((((int)blockIdx.x) >> 3) * 2176) + (ry_0 * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) * 3)) + 593005)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 816)] = condval_6;
      float condval_7;
      if ((((((int)blockIdx.x) >> 3) * 4) + ry_0) < 542) {
        condval_7 = data_ptr[((((((((int)blockIdx.x) >> 3) * 2176) + (ry_0 * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) * 3)) + 593006)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 817)] = condval_7;
      float condval_8;
      if (((((((int)blockIdx.x) >> 3) * 4) + ry_0) < 542) && ((((((int)blockIdx.x) & 7) * 68) + (((int)threadIdx.x) * 3)) < 497)) {
        condval_8 = data_ptr[((((((((int)blockIdx.x) >> 3) * 2176) + (ry_0 * 544)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) * 3)) + 593007)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 818)] = condval_8;
    }
    int cse_v4 = (((int)threadIdx.x) * 2);
    int cse_v5 = (ry_0 * 3);
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
    if (((int)threadIdx.x) < 8) {
      int cse_v18 = ((((int)threadIdx.x) * 2) + 272);
      int2 __6;
        int2 __7;
          int2 __8;
            int2 __9;
              int2 v__6 = make_int2((((((int)threadIdx.x) * 2) + 272))+(1*0), (((((int)threadIdx.x) * 2) + 272))+(1*1));
              int2 v__7 = make_int2(3, 3);
              __9.x = (v__6.x/v__7.x);
              __9.y = (v__6.y/v__7.y);
            int2 v__8 = make_int2(9, 9);
            __8.x = (__9.x*v__8.x);
            __8.y = (__9.y*v__8.y);
          int2 v__9 = make_int2((ry_0 * 3), (ry_0 * 3));
          __7.x = (__8.x+v__9.x);
          __7.y = (__8.y+v__9.y);
        int2 __10;
          int2 v__10 = make_int2((((((int)threadIdx.x) * 2) + 272))+(1*0), (((((int)threadIdx.x) * 2) + 272))+(1*1));
          int2 v__11 = make_int2(3, 3);
          __10.x = (v__10.x%v__11.x);
          __10.y = (v__10.y%v__11.y);
        __6.x = (__7.x+__10.x);
        __6.y = (__7.y+__10.y);
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 272)) = make_float2(kernel_ptr[__6.x],kernel_ptr[__6.y]);
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 3; ++rc_1) {
      int cse_v27 = (((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3));
      int cse_v86 = (((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3))]));
      int cse_v89 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3))]));
      int cse_v34 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 72);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 72)]));
      int cse_v35 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 144);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 144)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 144)]));
      int cse_v36 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 216);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 216)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 216)]));
      int cse_v37 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 1);
      int cse_v90 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 1)]));
      int cse_v91 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 1)]));
      int cse_v38 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 73);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 73)]));
      int cse_v39 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 145);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 145)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 145)]));
      int cse_v40 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 217);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 217)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 217)]));
      int cse_v41 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 2);
      int cse_v92 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 2)]));
      int cse_v93 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 2)]));
      int cse_v42 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 74);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 74)]));
      int cse_v43 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 146);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 146)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 146)]));
      int cse_v44 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 218);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 218)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 218)]));
      int cse_v94 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3))]));
      int cse_v95 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[(((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 72)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 144)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 144)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 216)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 216)]));
      int cse_v96 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 1)]));
      int cse_v97 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 73)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 145)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 145)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 217)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 217)]));
      int cse_v98 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 2)]));
      int cse_v99 = ((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 74)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 146)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 146)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 218)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 218)]));
      int cse_v45 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 9);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 9)]));
      int cse_v46 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 81);
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 81)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 81)]));
      int cse_v47 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 153);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 153)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 153)]));
      int cse_v48 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 225);
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 225)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 225)]));
      int cse_v49 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 10);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 10)]));
      int cse_v50 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 82);
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 82)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 82)]));
      int cse_v51 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 154);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 154)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 154)]));
      int cse_v52 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 226);
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 226)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 226)]));
      int cse_v53 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 11);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 11)]));
      int cse_v54 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 83);
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 83)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 83)]));
      int cse_v55 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 155);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 155)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 155)]));
      int cse_v56 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 227);
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 227)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 227)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 81)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 81)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 153)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 153)]));
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 225)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 225)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 82)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 82)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 154)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 154)]));
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 226)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 226)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 83)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 83)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 155)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 155)]));
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 227)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 227)]));
      int cse_v57 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 18);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 18)]));
      int cse_v58 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 90);
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 90)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 90)]));
      int cse_v59 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 162);
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 162)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 162)]));
      int cse_v60 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 234);
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 234)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 234)]));
      int cse_v61 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 19);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 19)]));
      int cse_v62 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 91);
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 91)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 91)]));
      int cse_v63 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 163);
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 163)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 163)]));
      int cse_v64 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 235);
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 235)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 235)]));
      int cse_v65 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 20);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 20)]));
      int cse_v66 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 92);
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 92)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 92)]));
      int cse_v67 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 164);
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 164)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 164)]));
      int cse_v68 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 236);
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 236)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 236)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 90)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 90)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 162)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 162)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 234)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 234)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 91)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 91)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 163)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 163)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 235)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 235)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 92)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 92)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 164)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 164)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 236)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 236)]));
      int cse_v69 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 27);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 27)]));
      int cse_v70 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 99);
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 99)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 99)]));
      int cse_v71 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 171);
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 171)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 171)]));
      int cse_v72 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 243);
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34))] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 243)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 34)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 243)]));
      int cse_v73 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 28);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 28)]));
      int cse_v74 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 100);
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 100)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 100)]));
      int cse_v75 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 172);
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 172)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 172)]));
      int cse_v76 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 244);
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 244)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 35)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 244)]));
      int cse_v77 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 29);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 29)]));
      int cse_v78 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 101);
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 101)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 101)]));
      int cse_v79 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 173);
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 173)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 173)]));
      int cse_v80 = ((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 245);
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 245)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 36)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 245)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 99)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 99)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 171)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 171)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 70)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 243)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 243)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 100)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 100)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 172)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 172)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 71)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 244)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 105)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 244)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 101)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 101)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 173)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 173)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 72)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 245)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1 * 280) + (((((int)threadIdx.x) % 68) / 34) * 140)) + (((int)threadIdx.x) % 34)) + 106)] * kernel_shared_ptr[((((((int)threadIdx.x) / 68) * 36) + (rc_1 * 3)) + 245)]));
    }
  }
  int cse_v100 = ((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34));
  conv2d_nchw_ptr[((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 34)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2367488)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2367522)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 4734976)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 4735010)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7102464)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7102498)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 544)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 578)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2368032)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2368066)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 4735520)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 4735554)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7103008)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7103042)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 295936)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 295970)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2663424)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2663458)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5030912)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5030946)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7398400)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7398434)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 296480)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 296514)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2663968)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2664002)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5031456)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5031490)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7398944)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7398978)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 591872)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 591906)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2959360)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2959394)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5326848)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5326882)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7694336)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7694370)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 592416)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 592450)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2959904)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 2959938)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5327392)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5327426)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7694880)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7694914)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 887808)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 887842)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 3255296)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 3255330)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5622784)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5622818)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7990272)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7990306)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 888352)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 888386)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 3255840)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 3255874)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5623328)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 5623362)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7990816)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 68) * 1183744) + ((((int)blockIdx.x) >> 3) * 2176)) + (((((int)threadIdx.x) % 68) / 34) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 34)) + 7990850)] = conv2d_nchw_local_ptr[63];
}

