
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
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(32) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[128];
  __shared__ alignas(64) float pad_temp_shared_ptr[1020];
  __shared__ alignas(64) float kernel_shared_ptr[432];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[64] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[96] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[66] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[98] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[65] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[97] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[67] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[99] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[68] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[100] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[70] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[102] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[69] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[101] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[71] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[103] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[72] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[104] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[74] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[106] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[73] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[105] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[75] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[107] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[76] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[108] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[78] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[110] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[77] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[109] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[79] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[111] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[80] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[112] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[82] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[114] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[81] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[113] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[83] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[115] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[84] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[116] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[86] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[118] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[85] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[117] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[87] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[119] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[88] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[120] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[90] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[122] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[89] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[121] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[91] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[123] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[92] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[124] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[94] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[126] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[93] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[125] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[95] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[127] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 17);
  int cse_v2 = (((int)blockIdx.x) % 17);
  int cse_v3 = (((int)threadIdx.x) % 17);
  int cse_v4 = (((int)threadIdx.x) * 2);
  int cse_v8 = ((((int)blockIdx.x) % 1156) / 17);
  int cse_v9 = ((((int)blockIdx.x) % 17) * 32);
  int cse_v10 = ((((int)threadIdx.x) % 17) * 2);
  int cse_v35 = (((((int)blockIdx.x) % 1156) / 17) * 8);
  int cse_v36 = (((((int)blockIdx.x) % 1156) / 17) * 4352);
  int cse_v72 = ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 17));
  int cse_v119 = ((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) % 17) * 2));
  float condval;
  if ((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 17))) && (1 < (((((int)blockIdx.x) % 17) * 32) + ((((int)threadIdx.x) % 17) * 2)))) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) % 17) * 2)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
  float condval_1;
  if ((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((int)threadIdx.x) / 17))) && ((((((int)blockIdx.x) % 17) * 16) + (((int)threadIdx.x) % 17)) < 272)) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + ((((int)threadIdx.x) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + ((((int)threadIdx.x) % 17) * 2)) - 544)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
  int cse_v11 = ((((int)threadIdx.x) * 2) + 64);
  int cse_v37 = (((((int)threadIdx.x) * 2) + 30) % 34);
  int cse_v106 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 32) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_2;
  if (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 30) % 34))) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 32) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 30) % 34)) - 545)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 64)] = condval_2;
  int cse_v38 = (((((int)threadIdx.x) * 2) + 31) % 34);
  float condval_3;
  if ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 31) % 34)) < 545) {
    condval_3 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 32) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 31) % 34)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 65)] = condval_3;
  int cse_v12 = ((((int)threadIdx.x) * 2) + 128);
  int cse_v39 = (((((int)threadIdx.x) * 2) + 26) % 34);
  int cse_v107 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 64) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_4;
  if (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 26) % 34))) {
    condval_4 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 64) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 26) % 34)) - 545)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 128)] = condval_4;
  int cse_v40 = (((((int)threadIdx.x) * 2) + 27) % 34);
  float condval_5;
  if ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 27) % 34)) < 545) {
    condval_5 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 64) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 27) % 34)) - 545)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 129)] = condval_5;
  int cse_v13 = ((((int)threadIdx.x) * 2) + 192);
  int cse_v41 = (((((int)threadIdx.x) * 2) + 22) % 34);
  int cse_v108 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 96) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_6;
  if (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 22) % 34))) {
    condval_6 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 96) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 22) % 34)) - 545)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 192)] = condval_6;
  int cse_v42 = (((((int)threadIdx.x) * 2) + 23) % 34);
  float condval_7;
  if ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 23) % 34)) < 545) {
    condval_7 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 96) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 23) % 34)) - 545)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 193)] = condval_7;
  int cse_v14 = ((((int)threadIdx.x) + 128) / 17);
  int cse_v15 = ((((int)threadIdx.x) * 2) + 256);
  int cse_v43 = (((((int)threadIdx.x) * 2) + 18) % 34);
  int cse_v73 = ((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 128) / 17));
  int cse_v109 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 128) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_8;
  if ((((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 128) / 17)) < 545) && (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 18) % 34)))) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 128) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 18) % 34)) - 545)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 256)] = condval_8;
  int cse_v44 = (((((int)threadIdx.x) * 2) + 19) % 34);
  float condval_9;
  if ((((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 128) / 17)) < 545) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 19) % 34)) < 545)) {
    condval_9 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 128) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 19) % 34)) - 545)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 257)] = condval_9;
  int cse_v5 = (((int)threadIdx.x) + 160);
  int cse_v16 = ((((int)threadIdx.x) * 2) + 320);
  int cse_v45 = (((((int)threadIdx.x) + 160) % 170) / 17);
  int cse_v46 = (((((int)threadIdx.x) * 2) + 14) % 34);
  int cse_v74 = ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((((int)threadIdx.x) + 160) % 170) / 17));
  int cse_v120 = ((((((((int)threadIdx.x) + 160) / 170) * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((((int)threadIdx.x) + 160) % 170) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_10;
  if (((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((((int)threadIdx.x) + 160) % 170) / 17))) && (((((((int)blockIdx.x) % 1156) / 17) * 8) + (((((int)threadIdx.x) + 160) % 170) / 17)) < 545)) && (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 14) % 34)))) {
    condval_10 = data_ptr[((((((((((int)threadIdx.x) + 160) / 170) * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((((int)threadIdx.x) + 160) % 170) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 14) % 34)) - 545)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 320)] = condval_10;
  int cse_v47 = (((((int)threadIdx.x) * 2) + 15) % 34);
  float condval_11;
  if (((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((((int)threadIdx.x) + 160) % 170) / 17))) && (((((((int)blockIdx.x) % 1156) / 17) * 8) + (((((int)threadIdx.x) + 160) % 170) / 17)) < 545)) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 15) % 34)) < 545)) {
    condval_11 = data_ptr[((((((((((int)threadIdx.x) + 160) / 170) * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((((int)threadIdx.x) + 160) % 170) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 15) % 34)) - 545)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 321)] = condval_11;
  int cse_v17 = ((((int)threadIdx.x) * 2) + 384);
  int cse_v48 = (((((int)threadIdx.x) * 2) + 10) % 34);
  int cse_v110 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 22) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_12;
  if (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 10) % 34))) {
    condval_12 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 22) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 10) % 34)) + 295391)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 384)] = condval_12;
  int cse_v49 = (((((int)threadIdx.x) * 2) + 11) % 34);
  float condval_13;
  if ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 11) % 34)) < 545) {
    condval_13 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 22) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 11) % 34)) + 295391)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 385)] = condval_13;
  int cse_v50 = (((((int)threadIdx.x) * 2) + 6) % 34);
  int cse_v111 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 54) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_14;
  if (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 6) % 34))) {
    condval_14 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 54) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 6) % 34)) + 295391)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 448)] = condval_14;
  int cse_v51 = (((((int)threadIdx.x) * 2) + 7) % 34);
  float condval_15;
  if ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 7) % 34)) < 545) {
    condval_15 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 54) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 7) % 34)) + 295391)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 449)] = condval_15;
  int cse_v52 = (((((int)threadIdx.x) * 2) + 2) % 34);
  int cse_v112 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 86) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_16;
  if (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 2) % 34))) {
    condval_16 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 86) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 2) % 34)) + 295391)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 512)] = condval_16;
  int cse_v53 = (((((int)threadIdx.x) * 2) + 3) % 34);
  float condval_17;
  if ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 3) % 34)) < 545) {
    condval_17 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 86) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 3) % 34)) + 295391)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 513)] = condval_17;
  int cse_v54 = (((((int)threadIdx.x) * 2) + 32) % 34);
  int cse_v113 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 118) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_18;
  if (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 32) % 34))) {
    condval_18 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 118) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 32) % 34)) + 295391)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 576)] = condval_18;
  int cse_v55 = (((((int)threadIdx.x) * 2) + 33) % 34);
  float condval_19;
  if ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 33) % 34)) < 545) {
    condval_19 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 118) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 33) % 34)) + 295391)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 577)] = condval_19;
  int cse_v56 = (((((int)threadIdx.x) + 150) % 170) / 17);
  int cse_v57 = (((((int)threadIdx.x) * 2) + 28) % 34);
  int cse_v75 = ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((((int)threadIdx.x) + 150) % 170) / 17));
  int cse_v121 = ((((((((int)threadIdx.x) + 320) / 170) * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((((int)threadIdx.x) + 150) % 170) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_20;
  if (((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((((int)threadIdx.x) + 150) % 170) / 17))) && (((((((int)blockIdx.x) % 1156) / 17) * 8) + (((((int)threadIdx.x) + 150) % 170) / 17)) < 545)) && (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 28) % 34)))) {
    condval_20 = data_ptr[((((((((((int)threadIdx.x) + 320) / 170) * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((((int)threadIdx.x) + 150) % 170) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 28) % 34)) - 545)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 640)] = condval_20;
  int cse_v58 = (((((int)threadIdx.x) * 2) + 29) % 34);
  float condval_21;
  if (((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + (((((int)threadIdx.x) + 150) % 170) / 17))) && (((((((int)blockIdx.x) % 1156) / 17) * 8) + (((((int)threadIdx.x) + 150) % 170) / 17)) < 545)) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 29) % 34)) < 545)) {
    condval_21 = data_ptr[((((((((((int)threadIdx.x) + 320) / 170) * 295936) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((((int)threadIdx.x) + 150) % 170) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 29) % 34)) - 545)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 641)] = condval_21;
  int cse_v18 = ((((int)threadIdx.x) + 12) / 17);
  int cse_v59 = (((((int)threadIdx.x) * 2) + 24) % 34);
  int cse_v76 = ((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 12) / 17));
  int cse_v114 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 12) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_22;
  if ((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 12) / 17))) && (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 24) % 34)))) {
    condval_22 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 12) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 24) % 34)) + 591327)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 704)] = condval_22;
  int cse_v60 = (((((int)threadIdx.x) * 2) + 25) % 34);
  float condval_23;
  if ((1 <= ((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 12) / 17))) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 25) % 34)) < 545)) {
    condval_23 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 12) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 25) % 34)) + 591327)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 705)] = condval_23;
  int cse_v61 = (((((int)threadIdx.x) * 2) + 20) % 34);
  int cse_v115 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 44) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_24;
  if (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 20) % 34))) {
    condval_24 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 44) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 20) % 34)) + 591327)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 768)] = condval_24;
  int cse_v62 = (((((int)threadIdx.x) * 2) + 21) % 34);
  float condval_25;
  if ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 21) % 34)) < 545) {
    condval_25 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 44) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 21) % 34)) + 591327)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 769)] = condval_25;
  int cse_v63 = (((((int)threadIdx.x) * 2) + 16) % 34);
  int cse_v116 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 76) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_26;
  if (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 16) % 34))) {
    condval_26 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 76) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 16) % 34)) + 591327)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 832)] = condval_26;
  int cse_v64 = (((((int)threadIdx.x) * 2) + 17) % 34);
  float condval_27;
  if ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 17) % 34)) < 545) {
    condval_27 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 76) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 17) % 34)) + 591327)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 833)] = condval_27;
  int cse_v65 = (((((int)threadIdx.x) * 2) + 12) % 34);
  int cse_v117 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 108) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
  float condval_28;
  if (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 12) % 34))) {
    condval_28 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 108) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 12) % 34)) + 591327)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 896)] = condval_28;
  int cse_v66 = (((((int)threadIdx.x) * 2) + 13) % 34);
  float condval_29;
  if ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 13) % 34)) < 545) {
    condval_29 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 108) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 13) % 34)) + 591327)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 897)] = condval_29;
  if (((int)threadIdx.x) < 30) {
    int cse_v19 = ((((int)threadIdx.x) + 140) / 17);
    int cse_v67 = (((((int)threadIdx.x) * 2) + 8) % 34);
    int cse_v77 = ((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 140) / 17));
    int cse_v118 = (((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 140) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32));
    float condval_30;
    if ((((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 140) / 17)) < 545) && (1 < (((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 8) % 34)))) {
      condval_30 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 140) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 8) % 34)) + 591327)];
    } else {
      condval_30 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 960)] = condval_30;
    int cse_v68 = (((((int)threadIdx.x) * 2) + 9) % 34);
    float condval_31;
    if ((((((((int)blockIdx.x) % 1156) / 17) * 8) + ((((int)threadIdx.x) + 140) / 17)) < 545) && ((((((int)blockIdx.x) % 17) * 32) + (((((int)threadIdx.x) * 2) + 9) % 34)) < 545)) {
      condval_31 = data_ptr[(((((((((int)blockIdx.x) % 1156) / 17) * 4352) + (((((int)threadIdx.x) + 140) / 17) * 544)) + ((((int)blockIdx.x) % 17) * 32)) + (((((int)threadIdx.x) * 2) + 9) % 34)) + 591327)];
    } else {
      condval_31 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 961)] = condval_31;
  }
  int cse_v6 = (((int)blockIdx.x) / 1156);
  int cse_v69 = (((((int)blockIdx.x) / 1156) * 432) + (((int)threadIdx.x) * 2));
  *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(kernel_ptr + (((((int)blockIdx.x) / 1156) * 432) + (((int)threadIdx.x) * 2)));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 64)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 1156) * 432) + (((int)threadIdx.x) * 2)) + 64));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 128)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 1156) * 432) + (((int)threadIdx.x) * 2)) + 128));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 192)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 1156) * 432) + (((int)threadIdx.x) * 2)) + 192));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 256)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 1156) * 432) + (((int)threadIdx.x) * 2)) + 256));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 320)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 1156) * 432) + (((int)threadIdx.x) * 2)) + 320));
  if (((int)threadIdx.x) < 24) {
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 384)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) / 1156) * 432) + (((int)threadIdx.x) * 2)) + 384));
  }
  __syncthreads();
  for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
    for (int rx_1 = 0; rx_1 < 3; ++rx_1) {
      for (int ff_3 = 0; ff_3 < 8; ++ff_3) {
        int cse_v7 = (ff_3 * 4);
        int cse_v70 = (((ry_1 * 34) + ((int)threadIdx.x)) + rx_1);
        int cse_v71 = (((ff_3 * 54) + (ry_1 * 3)) + rx_1);
        conv2d_nchw_local_ptr[(ff_3 * 4)] = (conv2d_nchw_local_ptr[(ff_3 * 4)] + (pad_temp_shared_ptr[(((ry_1 * 34) + ((int)threadIdx.x)) + rx_1)] * kernel_shared_ptr[(((ff_3 * 54) + (ry_1 * 3)) + rx_1)]));
        int cse_v20 = ((ff_3 * 4) + 32);
        int cse_v78 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 68);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 68)] * kernel_shared_ptr[(((ff_3 * 54) + (ry_1 * 3)) + rx_1)]));
        int cse_v21 = ((ff_3 * 4) + 64);
        int cse_v79 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 136);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 64)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 64)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 136)] * kernel_shared_ptr[(((ff_3 * 54) + (ry_1 * 3)) + rx_1)]));
        int cse_v22 = ((ff_3 * 4) + 96);
        int cse_v80 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 204);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 96)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 96)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 204)] * kernel_shared_ptr[(((ff_3 * 54) + (ry_1 * 3)) + rx_1)]));
        int cse_v23 = ((ff_3 * 4) + 2);
        int cse_v81 = ((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 27);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] + (pad_temp_shared_ptr[(((ry_1 * 34) + ((int)threadIdx.x)) + rx_1)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 27)]));
        int cse_v24 = ((ff_3 * 4) + 34);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 68)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 27)]));
        int cse_v25 = ((ff_3 * 4) + 66);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 66)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 66)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 136)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 27)]));
        int cse_v26 = ((ff_3 * 4) + 98);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 98)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 98)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 204)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 27)]));
        int cse_v82 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 340);
        int cse_v83 = ((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 9);
        conv2d_nchw_local_ptr[(ff_3 * 4)] = (conv2d_nchw_local_ptr[(ff_3 * 4)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 340)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 9)]));
        int cse_v84 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 408);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 408)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 9)]));
        int cse_v85 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 476);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 64)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 64)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 476)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 9)]));
        int cse_v86 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 544);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 96)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 96)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 544)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 9)]));
        int cse_v87 = ((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 36);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 340)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 36)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 408)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 36)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 66)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 66)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 476)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 36)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 98)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 98)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 544)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 36)]));
        int cse_v88 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 680);
        int cse_v89 = ((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 18);
        conv2d_nchw_local_ptr[(ff_3 * 4)] = (conv2d_nchw_local_ptr[(ff_3 * 4)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 680)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 18)]));
        int cse_v90 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 748);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 32)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 748)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 18)]));
        int cse_v91 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 816);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 64)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 64)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 816)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 18)]));
        int cse_v92 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 884);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 96)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 96)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 884)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 18)]));
        int cse_v93 = ((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 45);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 2)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 680)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 45)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 34)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 748)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 45)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 66)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 66)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 816)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 45)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 98)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 98)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 884)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 45)]));
        int cse_v27 = ((ff_3 * 4) + 1);
        int cse_v94 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 34);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 34)] * kernel_shared_ptr[(((ff_3 * 54) + (ry_1 * 3)) + rx_1)]));
        int cse_v28 = ((ff_3 * 4) + 33);
        int cse_v95 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 102);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 102)] * kernel_shared_ptr[(((ff_3 * 54) + (ry_1 * 3)) + rx_1)]));
        int cse_v29 = ((ff_3 * 4) + 65);
        int cse_v96 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 170);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 65)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 65)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 170)] * kernel_shared_ptr[(((ff_3 * 54) + (ry_1 * 3)) + rx_1)]));
        int cse_v30 = ((ff_3 * 4) + 97);
        int cse_v97 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 238);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 97)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 97)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 238)] * kernel_shared_ptr[(((ff_3 * 54) + (ry_1 * 3)) + rx_1)]));
        int cse_v31 = ((ff_3 * 4) + 3);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 34)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 27)]));
        int cse_v32 = ((ff_3 * 4) + 35);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 102)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 27)]));
        int cse_v33 = ((ff_3 * 4) + 67);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 67)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 67)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 170)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 27)]));
        int cse_v34 = ((ff_3 * 4) + 99);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 99)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 99)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 238)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 27)]));
        int cse_v98 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 374);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 374)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 9)]));
        int cse_v99 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 442);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 442)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 9)]));
        int cse_v100 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 510);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 65)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 65)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 510)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 9)]));
        int cse_v101 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 578);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 97)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 97)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 578)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 9)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 374)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 36)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 442)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 36)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 67)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 67)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 510)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 36)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 99)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 99)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 578)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 36)]));
        int cse_v102 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 714);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 1)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 714)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 18)]));
        int cse_v103 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 782);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 33)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 782)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 18)]));
        int cse_v104 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 850);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 65)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 65)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 850)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 18)]));
        int cse_v105 = ((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 918);
        conv2d_nchw_local_ptr[((ff_3 * 4) + 97)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 97)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 918)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 18)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 3)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 714)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 45)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 35)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 782)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 45)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 67)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 67)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 850)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 45)]));
        conv2d_nchw_local_ptr[((ff_3 * 4) + 99)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + 99)] + (pad_temp_shared_ptr[((((ry_1 * 34) + ((int)threadIdx.x)) + rx_1) + 918)] * kernel_shared_ptr[((((ff_3 * 54) + (ry_1 * 3)) + rx_1) + 45)]));
      }
    }
  }
  int cse_v122 = (((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1088)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2176)] = conv2d_nchw_local_ptr[64];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3264)] = conv2d_nchw_local_ptr[96];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 544)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1632)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2720)] = conv2d_nchw_local_ptr[65];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3808)] = conv2d_nchw_local_ptr[97];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 295936)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 297024)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 298112)] = conv2d_nchw_local_ptr[66];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 299200)] = conv2d_nchw_local_ptr[98];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 296480)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 297568)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 298656)] = conv2d_nchw_local_ptr[67];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 299744)] = conv2d_nchw_local_ptr[99];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 591872)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 592960)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 594048)] = conv2d_nchw_local_ptr[68];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 595136)] = conv2d_nchw_local_ptr[100];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 592416)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 593504)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 594592)] = conv2d_nchw_local_ptr[69];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 595680)] = conv2d_nchw_local_ptr[101];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 887808)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 888896)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 889984)] = conv2d_nchw_local_ptr[70];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 891072)] = conv2d_nchw_local_ptr[102];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 888352)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 889440)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 890528)] = conv2d_nchw_local_ptr[71];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 891616)] = conv2d_nchw_local_ptr[103];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1183744)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1184832)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1185920)] = conv2d_nchw_local_ptr[72];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1187008)] = conv2d_nchw_local_ptr[104];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1184288)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1185376)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1186464)] = conv2d_nchw_local_ptr[73];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1187552)] = conv2d_nchw_local_ptr[105];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1479680)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1480768)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1481856)] = conv2d_nchw_local_ptr[74];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1482944)] = conv2d_nchw_local_ptr[106];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1480224)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1481312)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1482400)] = conv2d_nchw_local_ptr[75];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1483488)] = conv2d_nchw_local_ptr[107];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1775616)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1776704)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1777792)] = conv2d_nchw_local_ptr[76];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1778880)] = conv2d_nchw_local_ptr[108];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1776160)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1777248)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1778336)] = conv2d_nchw_local_ptr[77];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 1779424)] = conv2d_nchw_local_ptr[109];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2071552)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2072640)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2073728)] = conv2d_nchw_local_ptr[78];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2074816)] = conv2d_nchw_local_ptr[110];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2072096)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2073184)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2074272)] = conv2d_nchw_local_ptr[79];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2075360)] = conv2d_nchw_local_ptr[111];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2367488)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2368576)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2369664)] = conv2d_nchw_local_ptr[80];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2370752)] = conv2d_nchw_local_ptr[112];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2368032)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2369120)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2370208)] = conv2d_nchw_local_ptr[81];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2371296)] = conv2d_nchw_local_ptr[113];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2663424)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2664512)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2665600)] = conv2d_nchw_local_ptr[82];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2666688)] = conv2d_nchw_local_ptr[114];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2663968)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2665056)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2666144)] = conv2d_nchw_local_ptr[83];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2667232)] = conv2d_nchw_local_ptr[115];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2959360)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2960448)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2961536)] = conv2d_nchw_local_ptr[84];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2962624)] = conv2d_nchw_local_ptr[116];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2959904)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2960992)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2962080)] = conv2d_nchw_local_ptr[85];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 2963168)] = conv2d_nchw_local_ptr[117];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3255296)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3256384)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3257472)] = conv2d_nchw_local_ptr[86];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3258560)] = conv2d_nchw_local_ptr[118];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3255840)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3256928)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3258016)] = conv2d_nchw_local_ptr[87];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3259104)] = conv2d_nchw_local_ptr[119];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3551232)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3552320)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3553408)] = conv2d_nchw_local_ptr[88];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3554496)] = conv2d_nchw_local_ptr[120];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3551776)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3552864)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3553952)] = conv2d_nchw_local_ptr[89];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3555040)] = conv2d_nchw_local_ptr[121];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3847168)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3848256)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3849344)] = conv2d_nchw_local_ptr[90];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3850432)] = conv2d_nchw_local_ptr[122];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3847712)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3848800)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3849888)] = conv2d_nchw_local_ptr[91];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 3850976)] = conv2d_nchw_local_ptr[123];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4143104)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4144192)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4145280)] = conv2d_nchw_local_ptr[92];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4146368)] = conv2d_nchw_local_ptr[124];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4143648)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4144736)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4145824)] = conv2d_nchw_local_ptr[93];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4146912)] = conv2d_nchw_local_ptr[125];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4439040)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4440128)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4441216)] = conv2d_nchw_local_ptr[94];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4442304)] = conv2d_nchw_local_ptr[126];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4439584)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4440672)] = conv2d_nchw_local_ptr[63];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4441760)] = conv2d_nchw_local_ptr[95];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 1156) * 4734976) + (((((int)blockIdx.x) % 1156) / 17) * 4352)) + ((((int)blockIdx.x) % 17) * 32)) + ((int)threadIdx.x)) + 4442848)] = conv2d_nchw_local_ptr[127];
}

