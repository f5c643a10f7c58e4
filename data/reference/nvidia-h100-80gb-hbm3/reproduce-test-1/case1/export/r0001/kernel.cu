
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
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[128];
  __shared__ alignas(64) float pad_temp_shared_ptr[1836];
  __shared__ alignas(64) float kernel_shared_ptr[864];
  for (int ff_3_init = 0; ff_3_init < 2; ++ff_3_init) {
    int cse_v1 = (ff_3_init * 16);
    conv2d_nchw_local_ptr[(ff_3_init * 16)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 32)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 64)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 96)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 1)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 33)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 65)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 97)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 8)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 40)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 72)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 104)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 9)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 41)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 73)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 105)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 2)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 34)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 66)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 98)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 3)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 35)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 67)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 99)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 10)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 42)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 74)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 106)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 11)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 43)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 75)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 107)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 4)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 36)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 68)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 100)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 5)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 37)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 69)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 101)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 12)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 44)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 76)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 108)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 13)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 45)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 77)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 109)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 6)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 38)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 70)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 102)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 7)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 39)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 71)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 103)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 14)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 46)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 78)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 110)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 15)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 47)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 79)] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[((ff_3_init * 16) + 111)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v2 = (((int)blockIdx.x) / 34);
  int cse_v3 = (((int)threadIdx.x) / 6);
  int cse_v4 = (((int)threadIdx.x) * 3);
  int cse_v14 = ((((int)blockIdx.x) / 34) * 32);
  int cse_v15 = ((((int)blockIdx.x) % 34) * 16);
  int cse_v16 = ((((int)threadIdx.x) % 6) * 3);
  int cse_v17 = ((((int)blockIdx.x) / 34) * 17408);
  int cse_v20 = (((((int)blockIdx.x) / 34) * 32) + (((int)threadIdx.x) / 6));
  int cse_v21 = (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3));
  int cse_v49 = (((((((int)blockIdx.x) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3));
  float condval;
  if ((1 <= (((((int)blockIdx.x) / 34) * 32) + (((int)threadIdx.x) / 6))) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)))) {
    condval = data_ptr[((((((((int)blockIdx.x) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
  float condval_1;
  if (1 <= (((((int)blockIdx.x) / 34) * 32) + (((int)threadIdx.x) / 6))) {
    condval_1 = data_ptr[((((((((int)blockIdx.x) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 544)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
  float condval_2;
  if ((1 <= (((((int)blockIdx.x) / 34) * 32) + (((int)threadIdx.x) / 6))) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543)) {
    condval_2 = data_ptr[((((((((int)blockIdx.x) / 34) * 17408) + ((((int)threadIdx.x) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 543)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
  int cse_v5 = (((int)threadIdx.x) + 128);
  int cse_v22 = (((((int)threadIdx.x) * 3) + 6) % 18);
  int cse_v44 = ((((((int)threadIdx.x) >> 1) + 64) % 102) / 3);
  int cse_v45 = (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18));
  int cse_v50 = (((((int)blockIdx.x) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 102) / 3));
  int cse_v83 = ((((((((int)threadIdx.x) + 128) / 204) * 295936) + ((((int)blockIdx.x) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 102) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  float condval_3;
  if (((1 <= (((((int)blockIdx.x) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 102) / 3))) && ((((((int)blockIdx.x) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 102) / 3)) < 545)) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18)))) {
    condval_3 = data_ptr[((((((((((int)threadIdx.x) + 128) / 204) * 295936) + ((((int)blockIdx.x) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 102) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 384)] = condval_3;
  int cse_v23 = (((((int)threadIdx.x) * 3) + 7) % 18);
  float condval_4;
  if ((1 <= (((((int)blockIdx.x) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 102) / 3))) && ((((((int)blockIdx.x) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 102) / 3)) < 545)) {
    condval_4 = data_ptr[((((((((((int)threadIdx.x) + 128) / 204) * 295936) + ((((int)blockIdx.x) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 102) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 385)] = condval_4;
  int cse_v24 = (((((int)threadIdx.x) * 3) + 8) % 18);
  int cse_v46 = (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18));
  float condval_5;
  if (((1 <= (((((int)blockIdx.x) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 102) / 3))) && ((((((int)blockIdx.x) / 34) * 32) + ((((((int)threadIdx.x) >> 1) + 64) % 102) / 3)) < 545)) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545)) {
    condval_5 = data_ptr[((((((((((int)threadIdx.x) + 128) / 204) * 295936) + ((((int)blockIdx.x) / 34) * 17408)) + (((((((int)threadIdx.x) >> 1) + 64) % 102) / 3) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 386)] = condval_5;
  int cse_v25 = (((((int)threadIdx.x) * 3) + 12) % 18);
  int cse_v51 = ((((((int)blockIdx.x) / 34) * 17408) + (((((int)threadIdx.x) + 52) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16));
  float condval_6;
  if (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 12) % 18))) {
    condval_6 = data_ptr[((((((((int)blockIdx.x) / 34) * 17408) + (((((int)threadIdx.x) + 52) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 12) % 18)) + 295391)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 768)] = condval_6;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 769)] = data_ptr[((((((((int)blockIdx.x) / 34) * 17408) + (((((int)threadIdx.x) + 52) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 13) % 18)) + 295391)];
  int cse_v26 = (((((int)threadIdx.x) * 3) + 14) % 18);
  float condval_7;
  if ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 14) % 18)) < 545) {
    condval_7 = data_ptr[((((((((int)blockIdx.x) / 34) * 17408) + (((((int)threadIdx.x) + 52) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 14) % 18)) + 295391)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 770)] = condval_7;
  int cse_v6 = (((int)threadIdx.x) + 384);
  int cse_v27 = (((((int)threadIdx.x) / 6) + 30) % 34);
  int cse_v47 = (((((int)blockIdx.x) / 34) * 32) + (((((int)threadIdx.x) / 6) + 30) % 34));
  int cse_v84 = (((((((((int)threadIdx.x) + 384) / 204) * 295936) + ((((int)blockIdx.x) / 34) * 17408)) + ((((((int)threadIdx.x) / 6) + 30) % 34) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3));
  float condval_8;
  if (((1 <= (((((int)blockIdx.x) / 34) * 32) + (((((int)threadIdx.x) / 6) + 30) % 34))) && ((((((int)blockIdx.x) / 34) * 32) + (((((int)threadIdx.x) / 6) + 30) % 34)) < 545)) && (1 <= (((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)))) {
    condval_8 = data_ptr[((((((((((int)threadIdx.x) + 384) / 204) * 295936) + ((((int)blockIdx.x) / 34) * 17408)) + ((((((int)threadIdx.x) / 6) + 30) % 34) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 545)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1152)] = condval_8;
  float condval_9;
  if ((1 <= (((((int)blockIdx.x) / 34) * 32) + (((((int)threadIdx.x) / 6) + 30) % 34))) && ((((((int)blockIdx.x) / 34) * 32) + (((((int)threadIdx.x) / 6) + 30) % 34)) < 545)) {
    condval_9 = data_ptr[((((((((((int)threadIdx.x) + 384) / 204) * 295936) + ((((int)blockIdx.x) / 34) * 17408)) + ((((((int)threadIdx.x) / 6) + 30) % 34) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 544)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1153)] = condval_9;
  float condval_10;
  if (((1 <= (((((int)blockIdx.x) / 34) * 32) + (((((int)threadIdx.x) / 6) + 30) % 34))) && ((((((int)blockIdx.x) / 34) * 32) + (((((int)threadIdx.x) / 6) + 30) % 34)) < 545)) && ((((((int)blockIdx.x) % 34) * 16) + ((((int)threadIdx.x) % 6) * 3)) < 543)) {
    condval_10 = data_ptr[((((((((((int)threadIdx.x) + 384) / 204) * 295936) + ((((int)blockIdx.x) / 34) * 17408)) + ((((((int)threadIdx.x) / 6) + 30) % 34) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + ((((int)threadIdx.x) % 6) * 3)) - 543)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1154)] = condval_10;
  if (((int)threadIdx.x) < 100) {
    int cse_v18 = ((((int)threadIdx.x) + 104) / 6);
    int cse_v28 = (((((int)blockIdx.x) / 34) * 32) + ((((int)threadIdx.x) + 104) / 6));
    int cse_v52 = ((((((int)blockIdx.x) / 34) * 17408) + (((((int)threadIdx.x) + 104) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16));
    float condval_11;
    if (((((((int)blockIdx.x) / 34) * 32) + ((((int)threadIdx.x) + 104) / 6)) < 545) && (1 <= (((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 6) % 18)))) {
      condval_11 = data_ptr[((((((((int)blockIdx.x) / 34) * 17408) + (((((int)threadIdx.x) + 104) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 6) % 18)) + 591327)];
    } else {
      condval_11 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1536)] = condval_11;
    float condval_12;
    if ((((((int)blockIdx.x) / 34) * 32) + ((((int)threadIdx.x) + 104) / 6)) < 545) {
      condval_12 = data_ptr[((((((((int)blockIdx.x) / 34) * 17408) + (((((int)threadIdx.x) + 104) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 7) % 18)) + 591327)];
    } else {
      condval_12 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1537)] = condval_12;
    float condval_13;
    if (((((((int)blockIdx.x) / 34) * 32) + ((((int)threadIdx.x) + 104) / 6)) < 545) && ((((((int)blockIdx.x) % 34) * 16) + (((((int)threadIdx.x) * 3) + 8) % 18)) < 545)) {
      condval_13 = data_ptr[((((((((int)blockIdx.x) / 34) * 17408) + (((((int)threadIdx.x) + 104) / 6) * 544)) + ((((int)blockIdx.x) % 34) * 16)) + (((((int)threadIdx.x) * 3) + 8) % 18)) + 591327)];
    } else {
      condval_13 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1538)] = condval_13;
  }
  kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((int)threadIdx.x)];
  kernel_shared_ptr[(((int)threadIdx.x) + 128)] = kernel_ptr[(((int)threadIdx.x) + 128)];
  int cse_v7 = (((int)threadIdx.x) + 256);
  kernel_shared_ptr[(((int)threadIdx.x) + 256)] = kernel_ptr[(((int)threadIdx.x) + 256)];
  kernel_shared_ptr[(((int)threadIdx.x) + 384)] = kernel_ptr[(((int)threadIdx.x) + 384)];
  int cse_v8 = (((int)threadIdx.x) + 512);
  kernel_shared_ptr[(((int)threadIdx.x) + 512)] = kernel_ptr[(((int)threadIdx.x) + 512)];
  int cse_v9 = (((int)threadIdx.x) + 640);
  kernel_shared_ptr[(((int)threadIdx.x) + 640)] = kernel_ptr[(((int)threadIdx.x) + 640)];
  if (((int)threadIdx.x) < 96) {
    int cse_v10 = (((int)threadIdx.x) + 768);
    kernel_shared_ptr[(((int)threadIdx.x) + 768)] = kernel_ptr[(((int)threadIdx.x) + 768)];
  }
  int cse_v11 = (((int)threadIdx.x) & 15);
  int cse_v12 = (((int)threadIdx.x) >> 4);
  __syncthreads();
  for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
    for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
      for (int ff_3 = 0; ff_3 < 2; ++ff_3) {
        for (int yy_3 = 0; yy_3 < 4; ++yy_3) {
          int cse_v19 = ((ff_3 * 16) + (yy_3 * 2));
          int cse_v48 = ((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15));
          int cse_v53 = (((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1);
          conv2d_nchw_local_ptr[((ff_3 * 16) + (yy_3 * 2))] = (conv2d_nchw_local_ptr[((ff_3 * 16) + (yy_3 * 2))] + (pad_temp_shared_ptr[((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1)]));
          int cse_v29 = (((ff_3 * 16) + (yy_3 * 2)) + 32);
          int cse_v54 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 144);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 32)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 32)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1)]));
          int cse_v30 = (((ff_3 * 16) + (yy_3 * 2)) + 64);
          int cse_v55 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 288);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 64)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 64)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1)]));
          int cse_v31 = (((ff_3 * 16) + (yy_3 * 2)) + 96);
          int cse_v56 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 432);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 96)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 96)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1)]));
          int cse_v32 = (((ff_3 * 16) + (yy_3 * 2)) + 1);
          int cse_v57 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 18);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 1)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 1)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1)]));
          int cse_v33 = (((ff_3 * 16) + (yy_3 * 2)) + 33);
          int cse_v58 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 162);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 33)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 33)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 162)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1)]));
          int cse_v34 = (((ff_3 * 16) + (yy_3 * 2)) + 65);
          int cse_v59 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 306);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 65)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 65)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 306)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1)]));
          int cse_v35 = (((ff_3 * 16) + (yy_3 * 2)) + 97);
          int cse_v60 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 450);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 97)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 97)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 450)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1)]));
          int cse_v36 = (((ff_3 * 16) + (yy_3 * 2)) + 8);
          int cse_v77 = ((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 27);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 8)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 8)] + (pad_temp_shared_ptr[((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15))] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 27)]));
          int cse_v37 = (((ff_3 * 16) + (yy_3 * 2)) + 40);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 40)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 40)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 144)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 27)]));
          int cse_v38 = (((ff_3 * 16) + (yy_3 * 2)) + 72);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 72)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 72)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 288)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 27)]));
          int cse_v39 = (((ff_3 * 16) + (yy_3 * 2)) + 104);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 104)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 104)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 432)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 27)]));
          int cse_v40 = (((ff_3 * 16) + (yy_3 * 2)) + 9);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 9)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 9)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 18)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 27)]));
          int cse_v41 = (((ff_3 * 16) + (yy_3 * 2)) + 41);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 41)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 41)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 162)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 27)]));
          int cse_v42 = (((ff_3 * 16) + (yy_3 * 2)) + 73);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 73)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 73)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 306)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 27)]));
          int cse_v43 = (((ff_3 * 16) + (yy_3 * 2)) + 105);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 105)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 105)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 450)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 27)]));
          int cse_v61 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 612);
          int cse_v78 = ((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 9);
          conv2d_nchw_local_ptr[((ff_3 * 16) + (yy_3 * 2))] = (conv2d_nchw_local_ptr[((ff_3 * 16) + (yy_3 * 2))] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 612)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 9)]));
          int cse_v62 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 756);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 32)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 32)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 756)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 9)]));
          int cse_v63 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 900);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 64)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 64)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 900)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 9)]));
          int cse_v64 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1044);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 96)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 96)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1044)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 9)]));
          int cse_v65 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 630);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 1)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 1)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 630)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 9)]));
          int cse_v66 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 774);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 33)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 33)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 774)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 9)]));
          int cse_v67 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 918);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 65)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 65)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 918)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 9)]));
          int cse_v68 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1062);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 97)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 97)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1062)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 9)]));
          int cse_v79 = ((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 36);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 8)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 8)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 612)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 36)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 40)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 40)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 756)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 36)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 72)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 72)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 900)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 36)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 104)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 104)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1044)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 36)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 9)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 9)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 630)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 36)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 41)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 41)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 774)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 36)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 73)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 73)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 918)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 36)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 105)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 105)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1062)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 36)]));
          int cse_v69 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1224);
          int cse_v80 = ((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 18);
          conv2d_nchw_local_ptr[((ff_3 * 16) + (yy_3 * 2))] = (conv2d_nchw_local_ptr[((ff_3 * 16) + (yy_3 * 2))] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1224)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 18)]));
          int cse_v70 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1368);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 32)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 32)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1368)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 18)]));
          int cse_v71 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1512);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 64)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 64)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1512)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 18)]));
          int cse_v72 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1656);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 96)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 96)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1656)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 18)]));
          int cse_v73 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1242);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 1)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 1)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1242)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 18)]));
          int cse_v74 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1386);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 33)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 33)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1386)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 18)]));
          int cse_v75 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1530);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 65)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 65)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1530)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 18)]));
          int cse_v76 = (((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1674);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 97)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 97)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1674)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 18)]));
          int cse_v81 = ((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 45);
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 8)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 8)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1224)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 45)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 40)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 40)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1368)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 45)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 72)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 72)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1512)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 45)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 104)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 104)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1656)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 45)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 9)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 9)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1242)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 45)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 41)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 41)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1386)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 45)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 73)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 73)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1530)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 45)]));
          conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 105)] = (conv2d_nchw_local_ptr[(((ff_3 * 16) + (yy_3 * 2)) + 105)] + (pad_temp_shared_ptr[(((((yy_3 * 36) + (ry_1 * 18)) + rx_1) + (((int)threadIdx.x) & 15)) + 1674)] * kernel_shared_ptr[((((((((int)threadIdx.x) >> 4) * 108) + (ff_3 * 54)) + (ry_1 * 3)) + rx_1) + 45)]));
        }
      }
    }
  }
  for (int ax1 = 0; ax1 < 4; ++ax1) {
    int cse_v13 = (ax1 * 8);
    int cse_v82 = ((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15));
    conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15))] = conv2d_nchw_local_ptr[(ax1 * 8)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 4352)] = conv2d_nchw_local_ptr[((ax1 * 8) + 32)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 8704)] = conv2d_nchw_local_ptr[((ax1 * 8) + 64)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 13056)] = conv2d_nchw_local_ptr[((ax1 * 8) + 96)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 544)] = conv2d_nchw_local_ptr[((ax1 * 8) + 1)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 4896)] = conv2d_nchw_local_ptr[((ax1 * 8) + 33)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 9248)] = conv2d_nchw_local_ptr[((ax1 * 8) + 65)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 13600)] = conv2d_nchw_local_ptr[((ax1 * 8) + 97)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1088)] = conv2d_nchw_local_ptr[((ax1 * 8) + 2)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 5440)] = conv2d_nchw_local_ptr[((ax1 * 8) + 34)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 9792)] = conv2d_nchw_local_ptr[((ax1 * 8) + 66)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 14144)] = conv2d_nchw_local_ptr[((ax1 * 8) + 98)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 1632)] = conv2d_nchw_local_ptr[((ax1 * 8) + 3)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 5984)] = conv2d_nchw_local_ptr[((ax1 * 8) + 35)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 10336)] = conv2d_nchw_local_ptr[((ax1 * 8) + 67)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 14688)] = conv2d_nchw_local_ptr[((ax1 * 8) + 99)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2176)] = conv2d_nchw_local_ptr[((ax1 * 8) + 4)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 6528)] = conv2d_nchw_local_ptr[((ax1 * 8) + 36)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 10880)] = conv2d_nchw_local_ptr[((ax1 * 8) + 68)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 15232)] = conv2d_nchw_local_ptr[((ax1 * 8) + 100)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 2720)] = conv2d_nchw_local_ptr[((ax1 * 8) + 5)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 7072)] = conv2d_nchw_local_ptr[((ax1 * 8) + 37)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 11424)] = conv2d_nchw_local_ptr[((ax1 * 8) + 69)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 15776)] = conv2d_nchw_local_ptr[((ax1 * 8) + 101)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 3264)] = conv2d_nchw_local_ptr[((ax1 * 8) + 6)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 7616)] = conv2d_nchw_local_ptr[((ax1 * 8) + 38)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 11968)] = conv2d_nchw_local_ptr[((ax1 * 8) + 70)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 16320)] = conv2d_nchw_local_ptr[((ax1 * 8) + 102)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 3808)] = conv2d_nchw_local_ptr[((ax1 * 8) + 7)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 8160)] = conv2d_nchw_local_ptr[((ax1 * 8) + 39)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 12512)] = conv2d_nchw_local_ptr[((ax1 * 8) + 71)];
    conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 4) * 1183744) + (ax1 * 295936)) + ((((int)blockIdx.x) / 34) * 17408)) + ((((int)blockIdx.x) % 34) * 16)) + (((int)threadIdx.x) & 15)) + 16864)] = conv2d_nchw_local_ptr[((ax1 * 8) + 103)];
  }
}

