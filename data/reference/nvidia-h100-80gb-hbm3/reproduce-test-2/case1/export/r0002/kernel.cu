
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
  __shared__ alignas(64) float pad_temp_shared_ptr[2184];
  __shared__ alignas(64) float kernel_shared_ptr[144];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[48] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[49] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[50] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[51] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[52] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[53] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[54] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[55] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[56] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[57] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[58] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[59] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[60] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[61] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[62] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[63] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 272);
  int cse_v5 = (((int)blockIdx.x) / 272);
  int cse_v6 = (((int)threadIdx.x) * 2);
  int cse_v9 = ((((int)blockIdx.x) % 272) * 1088);
  for (int rc_0 = 0; rc_0 < 3; ++rc_0) {
    int cse_v2 = (((int)threadIdx.x) / 182);
    int cse_v3 = (((int)threadIdx.x) % 182);
    int cse_v4 = (((int)threadIdx.x) * 3);
    int cse_v8 = ((((int)blockIdx.x) % 272) * 2);
    int cse_v59 = (((((int)blockIdx.x) % 272) * 2) + (((int)threadIdx.x) / 182));
    int cse_v60 = ((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088));
    int cse_v76 = ((((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + ((((int)threadIdx.x) / 182) * 544)) + ((((int)threadIdx.x) % 182) * 3));
    __syncthreads();
    float condval;
    if ((1 <= (((((int)blockIdx.x) % 272) * 2) + (((int)threadIdx.x) / 182))) && (1 <= (((int)threadIdx.x) % 182))) {
      condval = data_ptr[(((((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + ((((int)threadIdx.x) / 182) * 544)) + ((((int)threadIdx.x) % 182) * 3)) - 545)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
    float condval_1;
    if (1 <= (((((int)blockIdx.x) % 272) * 2) + (((int)threadIdx.x) / 182))) {
      condval_1 = data_ptr[(((((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + ((((int)threadIdx.x) / 182) * 544)) + ((((int)threadIdx.x) % 182) * 3)) - 544)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
    float condval_2;
    if ((1 <= (((((int)blockIdx.x) % 272) * 2) + (((int)threadIdx.x) / 182))) && ((((int)threadIdx.x) % 182) < 181)) {
      condval_2 = data_ptr[(((((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + ((((int)threadIdx.x) / 182) * 544)) + ((((int)threadIdx.x) % 182) * 3)) - 543)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
    int cse_v61 = (((((int)threadIdx.x) * 3) + 270) % 546);
    int cse_v73 = (((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + (((((int)threadIdx.x) + 272) / 182) * 544));
    float condval_3;
    if (1 < (((((int)threadIdx.x) * 3) + 270) % 546)) {
      condval_3 = data_ptr[(((((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + (((((int)threadIdx.x) + 272) / 182) * 544)) + (((((int)threadIdx.x) * 3) + 270) % 546)) - 545)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 816)] = condval_3;
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 817)] = data_ptr[(((((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + (((((int)threadIdx.x) + 272) / 182) * 544)) + (((((int)threadIdx.x) * 3) + 271) % 546)) - 545)];
    int cse_v62 = (((((int)threadIdx.x) * 3) + 272) % 546);
    float condval_4;
    if ((((((int)threadIdx.x) * 3) + 272) % 546) < 545) {
      condval_4 = data_ptr[(((((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + (((((int)threadIdx.x) + 272) / 182) * 544)) + (((((int)threadIdx.x) * 3) + 272) % 546)) - 545)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 818)] = condval_4;
    if (((int)threadIdx.x) < 184) {
      int cse_v10 = ((((int)threadIdx.x) + 544) / 182);
      int cse_v63 = (((((int)blockIdx.x) % 272) * 2) + ((((int)threadIdx.x) + 544) / 182));
      int cse_v64 = (((((int)threadIdx.x) * 3) + 540) % 546);
      int cse_v74 = (((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + (((((int)threadIdx.x) + 544) / 182) * 544));
      float condval_5;
      if (((((((int)blockIdx.x) % 272) * 2) + ((((int)threadIdx.x) + 544) / 182)) < 545) && (1 < (((((int)threadIdx.x) * 3) + 540) % 546))) {
        condval_5 = data_ptr[(((((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + (((((int)threadIdx.x) + 544) / 182) * 544)) + (((((int)threadIdx.x) * 3) + 540) % 546)) - 545)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1632)] = condval_5;
      float condval_6;
      if ((((((int)blockIdx.x) % 272) * 2) + ((((int)threadIdx.x) + 544) / 182)) < 545) {
        condval_6 = data_ptr[(((((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + (((((int)threadIdx.x) + 544) / 182) * 544)) + (((((int)threadIdx.x) * 3) + 541) % 546)) - 545)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1633)] = condval_6;
      int cse_v65 = (((((int)threadIdx.x) * 3) + 542) % 546);
      float condval_7;
      if (((((((int)blockIdx.x) % 272) * 2) + ((((int)threadIdx.x) + 544) / 182)) < 545) && ((((((int)threadIdx.x) * 3) + 542) % 546) < 545)) {
        condval_7 = data_ptr[(((((rc_0 * 295936) + ((((int)blockIdx.x) % 272) * 1088)) + (((((int)threadIdx.x) + 544) / 182) * 544)) + (((((int)threadIdx.x) * 3) + 542) % 546)) - 545)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1634)] = condval_7;
    }
    if (((int)threadIdx.x) < 144) {
      kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((((int)blockIdx.x) / 272) * 432) + ((((int)threadIdx.x) / 9) * 27)) + (rc_0 * 9)) + (((int)threadIdx.x) % 9))];
    }
    __syncthreads();
    for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
      int cse_v7 = (ry_1 * 3);
      int cse_v11 = ((ry_1 * 546) + (((int)threadIdx.x) * 2));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[(ry_1 * 3)]));
      int cse_v66 = (((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[(ry_1 * 3)]));
      int cse_v67 = (((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[(ry_1 * 3)]));
      int cse_v68 = (((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[(ry_1 * 3)]));
      int cse_v12 = ((ry_1 * 3) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 1)]));
      int cse_v69 = (((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 1)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 1)]));
      int cse_v70 = (((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 1)]));
      int cse_v13 = ((ry_1 * 3) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 2)]));
      int cse_v71 = (((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 2)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 2)]));
      int cse_v72 = (((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 2)]));
      int cse_v14 = ((ry_1 * 3) + 9);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 9)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 9)]));
      int cse_v15 = ((ry_1 * 3) + 10);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 10)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 10)]));
      int cse_v16 = ((ry_1 * 3) + 11);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 11)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 11)]));
      int cse_v17 = ((ry_1 * 3) + 18);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 18)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 18)]));
      int cse_v18 = ((ry_1 * 3) + 19);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 19)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 19)]));
      int cse_v19 = ((ry_1 * 3) + 20);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 20)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 20)]));
      int cse_v20 = ((ry_1 * 3) + 27);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 27)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 27)]));
      int cse_v21 = ((ry_1 * 3) + 28);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 28)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 28)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 28)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 28)]));
      int cse_v22 = ((ry_1 * 3) + 29);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 29)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 29)]));
      int cse_v23 = ((ry_1 * 3) + 36);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 36)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 36)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 36)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 36)]));
      int cse_v24 = ((ry_1 * 3) + 37);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 37)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 37)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 37)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 37)]));
      int cse_v25 = ((ry_1 * 3) + 38);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 38)]));
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 38)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 38)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 38)]));
      int cse_v26 = ((ry_1 * 3) + 45);
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 45)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 45)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 45)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 45)]));
      int cse_v27 = ((ry_1 * 3) + 46);
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 46)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 46)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 46)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 46)]));
      int cse_v28 = ((ry_1 * 3) + 47);
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 47)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 47)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 47)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 47)]));
      int cse_v29 = ((ry_1 * 3) + 54);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 54)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 54)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 54)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 54)]));
      int cse_v30 = ((ry_1 * 3) + 55);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 55)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 55)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 55)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 55)]));
      int cse_v31 = ((ry_1 * 3) + 56);
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 56)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 56)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 56)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 56)]));
      int cse_v32 = ((ry_1 * 3) + 63);
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 63)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 63)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 63)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 63)]));
      int cse_v33 = ((ry_1 * 3) + 64);
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 64)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 64)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 64)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 64)]));
      int cse_v34 = ((ry_1 * 3) + 65);
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 65)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 65)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 65)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 65)]));
      int cse_v35 = ((ry_1 * 3) + 72);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 72)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 72)]));
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 72)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 72)]));
      int cse_v36 = ((ry_1 * 3) + 73);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 73)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 73)]));
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 73)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 73)]));
      int cse_v37 = ((ry_1 * 3) + 74);
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 74)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 74)]));
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 74)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 74)]));
      int cse_v38 = ((ry_1 * 3) + 81);
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 81)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 81)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 81)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 81)]));
      int cse_v39 = ((ry_1 * 3) + 82);
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 82)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 82)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 82)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 82)]));
      int cse_v40 = ((ry_1 * 3) + 83);
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 83)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 83)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 83)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 83)]));
      int cse_v41 = ((ry_1 * 3) + 90);
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 90)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 90)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 90)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 90)]));
      int cse_v42 = ((ry_1 * 3) + 91);
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 91)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 91)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 91)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 91)]));
      int cse_v43 = ((ry_1 * 3) + 92);
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 92)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 92)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 92)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 92)]));
      int cse_v44 = ((ry_1 * 3) + 99);
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 99)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 99)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 99)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 99)]));
      int cse_v45 = ((ry_1 * 3) + 100);
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 100)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 100)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 100)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 100)]));
      int cse_v46 = ((ry_1 * 3) + 101);
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 101)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 101)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 101)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 101)]));
      int cse_v47 = ((ry_1 * 3) + 108);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 108)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 108)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 108)]));
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 108)]));
      int cse_v48 = ((ry_1 * 3) + 109);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 109)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 109)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 109)]));
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 109)]));
      int cse_v49 = ((ry_1 * 3) + 110);
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 110)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 110)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 110)]));
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 110)]));
      int cse_v50 = ((ry_1 * 3) + 117);
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 117)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 117)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 117)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 117)]));
      int cse_v51 = ((ry_1 * 3) + 118);
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 118)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 118)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 118)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 118)]));
      int cse_v52 = ((ry_1 * 3) + 119);
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 119)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 119)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 119)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 119)]));
      int cse_v53 = ((ry_1 * 3) + 126);
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 126)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 126)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 126)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 126)]));
      int cse_v54 = ((ry_1 * 3) + 127);
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 127)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 127)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 127)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 127)]));
      int cse_v55 = ((ry_1 * 3) + 128);
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 128)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 128)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 128)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 128)]));
      int cse_v56 = ((ry_1 * 3) + 135);
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((ry_1 * 546) + (((int)threadIdx.x) * 2))] * kernel_shared_ptr[((ry_1 * 3) + 135)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 135)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 546)] * kernel_shared_ptr[((ry_1 * 3) + 135)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 135)]));
      int cse_v57 = ((ry_1 * 3) + 136);
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 1)] * kernel_shared_ptr[((ry_1 * 3) + 136)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 136)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 547)] * kernel_shared_ptr[((ry_1 * 3) + 136)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 136)]));
      int cse_v58 = ((ry_1 * 3) + 137);
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 2)] * kernel_shared_ptr[((ry_1 * 3) + 137)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 3)] * kernel_shared_ptr[((ry_1 * 3) + 137)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 548)] * kernel_shared_ptr[((ry_1 * 3) + 137)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[(((ry_1 * 546) + (((int)threadIdx.x) * 2)) + 549)] * kernel_shared_ptr[((ry_1 * 3) + 137)]));
    }
  }
  int cse_v75 = ((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2));
  conv2d_nchw_ptr[((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 544)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 545)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 295936)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 295937)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 296480)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 296481)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 591872)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 591873)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 592416)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 592417)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 887808)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 887809)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 888352)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 888353)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1183744)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1183745)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1184288)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1184289)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1479680)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1479681)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1480224)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1480225)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1775616)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1775617)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1776160)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 1776161)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2071552)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2071553)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2072096)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2072097)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2367488)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2367489)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2368032)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2368033)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2663424)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2663425)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2663968)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2663969)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2959360)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2959361)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2959904)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 2959905)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3255296)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3255297)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3255840)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3255841)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3551232)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3551233)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3551776)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3551777)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3847168)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3847169)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3847712)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 3847713)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 4143104)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 4143105)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 4143648)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 4143649)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 4439040)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 4439041)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 4439584)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 272) * 4734976) + ((((int)blockIdx.x) % 272) * 1088)) + (((int)threadIdx.x) * 2)) + 4439585)] = conv2d_nchw_local_ptr[63];
}

