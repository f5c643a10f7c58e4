
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
extern "C" __global__ void __launch_bounds__(56) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(56) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[4];
  __shared__ alignas(64) float pad_temp_shared_ptr[168];
  __shared__ alignas(64) float kernel_shared_ptr[768];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  int cse_v2 = (((int)blockIdx.x) % 7);
  int cse_v3 = (((int)threadIdx.x) * 7);
  int cse_v5 = (((int)blockIdx.x) / 7);
  for (int rc_0 = 0; rc_0 < 64; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) % 7);
    int cse_v4 = (((int)threadIdx.x) * 3);
    int cse_v27 = (((rc_0 * 392) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7));
    __syncthreads();
    float condval;
    if ((1 <= (((int)threadIdx.x) % 7)) && (1 <= (((int)blockIdx.x) % 7))) {
      condval = data_ptr[((((rc_0 * 392) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) - 8)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval;
    int cse_v20 = ((((int)threadIdx.x) * 3) + 1);
    float condval_1;
    if (1 <= (((int)threadIdx.x) % 7)) {
      condval_1 = data_ptr[((((rc_0 * 392) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) - 7)];
    } else {
      condval_1 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_1;
    int cse_v21 = ((((int)threadIdx.x) * 3) + 2);
    float condval_2;
    if ((1 <= (((int)threadIdx.x) % 7)) && ((((int)blockIdx.x) % 7) < 6)) {
      condval_2 = data_ptr[((((rc_0 * 392) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) - 6)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_2;
    int cse_v6 = (rc_0 * 72);
    int cse_v22 = ((((int)blockIdx.x) / 7) * 147456);
    int cse_v149 = ((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3));
    kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3))];
    int cse_v7 = (((int)threadIdx.x) + 56);
    int cse_v23 = ((((int)threadIdx.x) + 2) % 3);
    int cse_v146 = ((((((int)threadIdx.x) + 8) % 24) / 3) * 9);
    int cse_v150 = ((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 56) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3));
    kernel_shared_ptr[(((int)threadIdx.x) + 56)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 56) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3))];
    int cse_v8 = (((int)threadIdx.x) + 112);
    int cse_v24 = ((((int)threadIdx.x) + 1) % 3);
    int cse_v147 = ((((((int)threadIdx.x) + 16) % 24) / 3) * 9);
    int cse_v151 = ((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 112) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3));
    kernel_shared_ptr[(((int)threadIdx.x) + 112)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 112) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3))];
    int cse_v9 = (((int)threadIdx.x) + 168);
    kernel_shared_ptr[(((int)threadIdx.x) + 168)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 32256)];
    int cse_v10 = (((int)threadIdx.x) + 224);
    int cse_v152 = ((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 224) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3));
    kernel_shared_ptr[(((int)threadIdx.x) + 224)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 224) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3))];
    int cse_v11 = (((int)threadIdx.x) + 280);
    int cse_v153 = ((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 280) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3));
    kernel_shared_ptr[(((int)threadIdx.x) + 280)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 280) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3))];
    int cse_v12 = (((int)threadIdx.x) + 336);
    kernel_shared_ptr[(((int)threadIdx.x) + 336)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 64512)];
    int cse_v13 = (((int)threadIdx.x) + 392);
    int cse_v154 = ((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 392) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3));
    kernel_shared_ptr[(((int)threadIdx.x) + 392)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 392) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3))];
    int cse_v14 = (((int)threadIdx.x) + 448);
    int cse_v155 = ((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 448) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3));
    kernel_shared_ptr[(((int)threadIdx.x) + 448)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 448) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3))];
    int cse_v15 = (((int)threadIdx.x) + 504);
    kernel_shared_ptr[(((int)threadIdx.x) + 504)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 96768)];
    int cse_v16 = (((int)threadIdx.x) + 560);
    int cse_v156 = ((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 560) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3));
    kernel_shared_ptr[(((int)threadIdx.x) + 560)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 560) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3))];
    int cse_v17 = (((int)threadIdx.x) + 616);
    int cse_v157 = ((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 616) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3));
    kernel_shared_ptr[(((int)threadIdx.x) + 616)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 616) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3))];
    int cse_v18 = (((int)threadIdx.x) + 672);
    kernel_shared_ptr[(((int)threadIdx.x) + 672)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 129024)];
    int cse_v19 = (((int)threadIdx.x) + 728);
    int cse_v158 = ((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 728) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3));
    if (((int)threadIdx.x) < 40) {
      kernel_shared_ptr[(((int)threadIdx.x) + 728)] = kernel_ptr[((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 728) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3))];
    }
    int cse_v25 = ((((int)threadIdx.x) % 7) * 3);
    int cse_v26 = ((((int)threadIdx.x) / 7) * 24);
    __syncthreads();
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[((((int)threadIdx.x) / 7) * 24)]));
    int cse_v28 = (((((int)threadIdx.x) / 7) * 24) + 192);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 192)]));
    int cse_v29 = (((((int)threadIdx.x) / 7) * 24) + 384);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 384)]));
    int cse_v30 = (((((int)threadIdx.x) / 7) * 24) + 576);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 576)]));
    int cse_v31 = (((((int)threadIdx.x) % 7) * 3) + 1);
    int cse_v32 = (((((int)threadIdx.x) / 7) * 24) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 1)]));
    int cse_v33 = (((((int)threadIdx.x) / 7) * 24) + 193);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 193)]));
    int cse_v34 = (((((int)threadIdx.x) / 7) * 24) + 385);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 385)]));
    int cse_v35 = (((((int)threadIdx.x) / 7) * 24) + 577);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 577)]));
    int cse_v36 = (((((int)threadIdx.x) % 7) * 3) + 2);
    int cse_v37 = (((((int)threadIdx.x) / 7) * 24) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 2)]));
    int cse_v38 = (((((int)threadIdx.x) / 7) * 24) + 194);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 194)]));
    int cse_v39 = (((((int)threadIdx.x) / 7) * 24) + 386);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 386)]));
    int cse_v40 = (((((int)threadIdx.x) / 7) * 24) + 578);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 578)]));
    int cse_v41 = (((((int)threadIdx.x) % 7) * 3) + 21);
    int cse_v42 = (((((int)threadIdx.x) / 7) * 24) + 3);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 3)]));
    int cse_v43 = (((((int)threadIdx.x) / 7) * 24) + 195);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 195)]));
    int cse_v44 = (((((int)threadIdx.x) / 7) * 24) + 387);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 387)]));
    int cse_v45 = (((((int)threadIdx.x) / 7) * 24) + 579);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 579)]));
    int cse_v46 = (((((int)threadIdx.x) % 7) * 3) + 22);
    int cse_v47 = (((((int)threadIdx.x) / 7) * 24) + 4);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 4)]));
    int cse_v48 = (((((int)threadIdx.x) / 7) * 24) + 196);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 196)]));
    int cse_v49 = (((((int)threadIdx.x) / 7) * 24) + 388);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 388)]));
    int cse_v50 = (((((int)threadIdx.x) / 7) * 24) + 580);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 580)]));
    int cse_v51 = (((((int)threadIdx.x) % 7) * 3) + 23);
    int cse_v52 = (((((int)threadIdx.x) / 7) * 24) + 5);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 5)]));
    int cse_v53 = (((((int)threadIdx.x) / 7) * 24) + 197);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 197)]));
    int cse_v54 = (((((int)threadIdx.x) / 7) * 24) + 389);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 389)]));
    int cse_v55 = (((((int)threadIdx.x) / 7) * 24) + 581);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 581)]));
    int cse_v56 = (((((int)threadIdx.x) % 7) * 3) + 42);
    int cse_v57 = (((((int)threadIdx.x) / 7) * 24) + 6);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 6)]));
    int cse_v58 = (((((int)threadIdx.x) / 7) * 24) + 198);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 198)]));
    int cse_v59 = (((((int)threadIdx.x) / 7) * 24) + 390);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 390)]));
    int cse_v60 = (((((int)threadIdx.x) / 7) * 24) + 582);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 582)]));
    int cse_v61 = (((((int)threadIdx.x) % 7) * 3) + 43);
    int cse_v62 = (((((int)threadIdx.x) / 7) * 24) + 7);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 7)]));
    int cse_v63 = (((((int)threadIdx.x) / 7) * 24) + 199);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 199)]));
    int cse_v64 = (((((int)threadIdx.x) / 7) * 24) + 391);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 391)]));
    int cse_v65 = (((((int)threadIdx.x) / 7) * 24) + 583);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 583)]));
    int cse_v66 = (((((int)threadIdx.x) % 7) * 3) + 44);
    int cse_v67 = (((((int)threadIdx.x) / 7) * 24) + 8);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 8)]));
    int cse_v68 = (((((int)threadIdx.x) / 7) * 24) + 200);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 200)]));
    int cse_v69 = (((((int)threadIdx.x) / 7) * 24) + 392);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 392)]));
    int cse_v70 = (((((int)threadIdx.x) / 7) * 24) + 584);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 584)]));
    int cse_v71 = (((((int)threadIdx.x) % 7) * 3) + 63);
    int cse_v72 = (((((int)threadIdx.x) / 7) * 24) + 9);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 9)]));
    int cse_v73 = (((((int)threadIdx.x) / 7) * 24) + 201);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 201)]));
    int cse_v74 = (((((int)threadIdx.x) / 7) * 24) + 393);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 393)]));
    int cse_v75 = (((((int)threadIdx.x) / 7) * 24) + 585);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 585)]));
    int cse_v76 = (((((int)threadIdx.x) % 7) * 3) + 64);
    int cse_v77 = (((((int)threadIdx.x) / 7) * 24) + 10);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 10)]));
    int cse_v78 = (((((int)threadIdx.x) / 7) * 24) + 202);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 202)]));
    int cse_v79 = (((((int)threadIdx.x) / 7) * 24) + 394);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 394)]));
    int cse_v80 = (((((int)threadIdx.x) / 7) * 24) + 586);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 586)]));
    int cse_v81 = (((((int)threadIdx.x) % 7) * 3) + 65);
    int cse_v82 = (((((int)threadIdx.x) / 7) * 24) + 11);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 11)]));
    int cse_v83 = (((((int)threadIdx.x) / 7) * 24) + 203);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 203)]));
    int cse_v84 = (((((int)threadIdx.x) / 7) * 24) + 395);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 395)]));
    int cse_v85 = (((((int)threadIdx.x) / 7) * 24) + 587);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 587)]));
    int cse_v86 = (((((int)threadIdx.x) % 7) * 3) + 84);
    int cse_v87 = (((((int)threadIdx.x) / 7) * 24) + 12);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 12)]));
    int cse_v88 = (((((int)threadIdx.x) / 7) * 24) + 204);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 204)]));
    int cse_v89 = (((((int)threadIdx.x) / 7) * 24) + 396);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 396)]));
    int cse_v90 = (((((int)threadIdx.x) / 7) * 24) + 588);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 588)]));
    int cse_v91 = (((((int)threadIdx.x) % 7) * 3) + 85);
    int cse_v92 = (((((int)threadIdx.x) / 7) * 24) + 13);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 13)]));
    int cse_v93 = (((((int)threadIdx.x) / 7) * 24) + 205);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 205)]));
    int cse_v94 = (((((int)threadIdx.x) / 7) * 24) + 397);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 397)]));
    int cse_v95 = (((((int)threadIdx.x) / 7) * 24) + 589);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 589)]));
    int cse_v96 = (((((int)threadIdx.x) % 7) * 3) + 86);
    int cse_v97 = (((((int)threadIdx.x) / 7) * 24) + 14);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 14)]));
    int cse_v98 = (((((int)threadIdx.x) / 7) * 24) + 206);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 206)]));
    int cse_v99 = (((((int)threadIdx.x) / 7) * 24) + 398);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 398)]));
    int cse_v100 = (((((int)threadIdx.x) / 7) * 24) + 590);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 590)]));
    int cse_v101 = (((((int)threadIdx.x) % 7) * 3) + 105);
    int cse_v102 = (((((int)threadIdx.x) / 7) * 24) + 15);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 15)]));
    int cse_v103 = (((((int)threadIdx.x) / 7) * 24) + 207);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 207)]));
    int cse_v104 = (((((int)threadIdx.x) / 7) * 24) + 399);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 399)]));
    int cse_v105 = (((((int)threadIdx.x) / 7) * 24) + 591);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 591)]));
    int cse_v106 = (((((int)threadIdx.x) % 7) * 3) + 106);
    int cse_v107 = (((((int)threadIdx.x) / 7) * 24) + 16);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 16)]));
    int cse_v108 = (((((int)threadIdx.x) / 7) * 24) + 208);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 208)]));
    int cse_v109 = (((((int)threadIdx.x) / 7) * 24) + 400);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 400)]));
    int cse_v110 = (((((int)threadIdx.x) / 7) * 24) + 592);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 592)]));
    int cse_v111 = (((((int)threadIdx.x) % 7) * 3) + 107);
    int cse_v112 = (((((int)threadIdx.x) / 7) * 24) + 17);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 17)]));
    int cse_v113 = (((((int)threadIdx.x) / 7) * 24) + 209);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 209)]));
    int cse_v114 = (((((int)threadIdx.x) / 7) * 24) + 401);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 401)]));
    int cse_v115 = (((((int)threadIdx.x) / 7) * 24) + 593);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 593)]));
    int cse_v116 = (((((int)threadIdx.x) % 7) * 3) + 126);
    int cse_v117 = (((((int)threadIdx.x) / 7) * 24) + 18);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 18)]));
    int cse_v118 = (((((int)threadIdx.x) / 7) * 24) + 210);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 210)]));
    int cse_v119 = (((((int)threadIdx.x) / 7) * 24) + 402);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 402)]));
    int cse_v120 = (((((int)threadIdx.x) / 7) * 24) + 594);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 594)]));
    int cse_v121 = (((((int)threadIdx.x) % 7) * 3) + 127);
    int cse_v122 = (((((int)threadIdx.x) / 7) * 24) + 19);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 19)]));
    int cse_v123 = (((((int)threadIdx.x) / 7) * 24) + 211);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 211)]));
    int cse_v124 = (((((int)threadIdx.x) / 7) * 24) + 403);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 403)]));
    int cse_v125 = (((((int)threadIdx.x) / 7) * 24) + 595);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 595)]));
    int cse_v126 = (((((int)threadIdx.x) % 7) * 3) + 128);
    int cse_v127 = (((((int)threadIdx.x) / 7) * 24) + 20);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 20)]));
    int cse_v128 = (((((int)threadIdx.x) / 7) * 24) + 212);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 212)]));
    int cse_v129 = (((((int)threadIdx.x) / 7) * 24) + 404);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 404)]));
    int cse_v130 = (((((int)threadIdx.x) / 7) * 24) + 596);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 596)]));
    int cse_v131 = (((((int)threadIdx.x) % 7) * 3) + 147);
    int cse_v132 = (((((int)threadIdx.x) / 7) * 24) + 21);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 21)]));
    int cse_v133 = (((((int)threadIdx.x) / 7) * 24) + 213);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 213)]));
    int cse_v134 = (((((int)threadIdx.x) / 7) * 24) + 405);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 405)]));
    int cse_v135 = (((((int)threadIdx.x) / 7) * 24) + 597);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 597)]));
    int cse_v136 = (((((int)threadIdx.x) % 7) * 3) + 148);
    int cse_v137 = (((((int)threadIdx.x) / 7) * 24) + 22);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 22)]));
    int cse_v138 = (((((int)threadIdx.x) / 7) * 24) + 214);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 214)]));
    int cse_v139 = (((((int)threadIdx.x) / 7) * 24) + 406);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 406)]));
    int cse_v140 = (((((int)threadIdx.x) / 7) * 24) + 598);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 598)]));
    int cse_v141 = (((((int)threadIdx.x) % 7) * 3) + 149);
    int cse_v142 = (((((int)threadIdx.x) / 7) * 24) + 23);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 23)]));
    int cse_v143 = (((((int)threadIdx.x) / 7) * 24) + 215);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 215)]));
    int cse_v144 = (((((int)threadIdx.x) / 7) * 24) + 407);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 407)]));
    int cse_v145 = (((((int)threadIdx.x) / 7) * 24) + 599);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 599)]));
    __syncthreads();
    float condval_3;
    if (1 <= (((int)blockIdx.x) % 7)) {
      condval_3 = data_ptr[((((rc_0 * 392) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) - 1)];
    } else {
      condval_3 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval_3;
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = data_ptr[(((rc_0 * 392) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7))];
    float condval_4;
    if ((((int)blockIdx.x) % 7) < 6) {
      condval_4 = data_ptr[((((rc_0 * 392) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) + 1)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_4;
    kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 3)];
    kernel_shared_ptr[(((int)threadIdx.x) + 56)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 56) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 3)];
    kernel_shared_ptr[(((int)threadIdx.x) + 112)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 112) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3)) + 3)];
    kernel_shared_ptr[(((int)threadIdx.x) + 168)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 32259)];
    kernel_shared_ptr[(((int)threadIdx.x) + 224)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 224) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 3)];
    kernel_shared_ptr[(((int)threadIdx.x) + 280)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 280) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3)) + 3)];
    kernel_shared_ptr[(((int)threadIdx.x) + 336)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 64515)];
    kernel_shared_ptr[(((int)threadIdx.x) + 392)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 392) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 3)];
    kernel_shared_ptr[(((int)threadIdx.x) + 448)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 448) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3)) + 3)];
    kernel_shared_ptr[(((int)threadIdx.x) + 504)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 96771)];
    kernel_shared_ptr[(((int)threadIdx.x) + 560)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 560) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 3)];
    kernel_shared_ptr[(((int)threadIdx.x) + 616)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 616) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3)) + 3)];
    kernel_shared_ptr[(((int)threadIdx.x) + 672)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 129027)];
    if (((int)threadIdx.x) < 40) {
      kernel_shared_ptr[(((int)threadIdx.x) + 728)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 728) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 3)];
    }
    __syncthreads();
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[((((int)threadIdx.x) / 7) * 24)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 192)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 384)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 576)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 1)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 193)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 385)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 577)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 2)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 194)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 386)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 578)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 3)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 195)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 387)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 579)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 4)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 196)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 388)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 580)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 5)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 197)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 389)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 581)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 6)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 198)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 390)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 582)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 7)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 199)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 391)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 583)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 8)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 200)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 392)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 584)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 9)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 201)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 393)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 585)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 10)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 202)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 394)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 586)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 11)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 203)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 395)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 587)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 12)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 204)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 396)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 588)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 13)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 205)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 397)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 589)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 14)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 206)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 398)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 590)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 15)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 207)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 399)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 591)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 16)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 208)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 400)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 592)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 17)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 209)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 401)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 593)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 18)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 210)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 402)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 594)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 19)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 211)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 403)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 595)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 20)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 212)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 404)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 596)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 21)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 213)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 405)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 597)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 22)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 214)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 406)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 598)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 23)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 215)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 407)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 599)]));
    __syncthreads();
    float condval_5;
    if (((((int)threadIdx.x) % 7) < 6) && (1 <= (((int)blockIdx.x) % 7))) {
      condval_5 = data_ptr[((((rc_0 * 392) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) + 6)];
    } else {
      condval_5 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((int)threadIdx.x) * 3)] = condval_5;
    float condval_6;
    if ((((int)threadIdx.x) % 7) < 6) {
      condval_6 = data_ptr[((((rc_0 * 392) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) + 7)];
    } else {
      condval_6 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 1)] = condval_6;
    float condval_7;
    if (((((int)threadIdx.x) % 7) < 6) && ((((int)blockIdx.x) % 7) < 6)) {
      condval_7 = data_ptr[((((rc_0 * 392) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) + 8)];
    } else {
      condval_7 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 3) + 2)] = condval_7;
    kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 6)];
    kernel_shared_ptr[(((int)threadIdx.x) + 56)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 56) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 6)];
    kernel_shared_ptr[(((int)threadIdx.x) + 112)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 112) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3)) + 6)];
    kernel_shared_ptr[(((int)threadIdx.x) + 168)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 32262)];
    kernel_shared_ptr[(((int)threadIdx.x) + 224)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 224) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 6)];
    kernel_shared_ptr[(((int)threadIdx.x) + 280)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 280) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3)) + 6)];
    kernel_shared_ptr[(((int)threadIdx.x) + 336)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 64518)];
    kernel_shared_ptr[(((int)threadIdx.x) + 392)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 392) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 6)];
    kernel_shared_ptr[(((int)threadIdx.x) + 448)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 448) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3)) + 6)];
    kernel_shared_ptr[(((int)threadIdx.x) + 504)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 96774)];
    kernel_shared_ptr[(((int)threadIdx.x) + 560)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 560) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 6)];
    kernel_shared_ptr[(((int)threadIdx.x) + 616)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 616) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 16) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 1) % 3)) + 6)];
    kernel_shared_ptr[(((int)threadIdx.x) + 672)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 72)) + (((((int)threadIdx.x) % 24) / 3) * 9)) + (((int)threadIdx.x) % 3)) + 129030)];
    if (((int)threadIdx.x) < 40) {
      kernel_shared_ptr[(((int)threadIdx.x) + 728)] = kernel_ptr[(((((((((int)blockIdx.x) / 7) * 147456) + (((((int)threadIdx.x) + 728) / 24) * 4608)) + (rc_0 * 72)) + ((((((int)threadIdx.x) + 8) % 24) / 3) * 9)) + ((((int)threadIdx.x) + 2) % 3)) + 6)];
    }
    __syncthreads();
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[((((int)threadIdx.x) / 7) * 24)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 192)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 384)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 7) * 3)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 576)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 1)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 193)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 385)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 577)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 2)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 194)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 386)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 578)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 3)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 195)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 387)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 21)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 579)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 4)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 196)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 388)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 22)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 580)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 5)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 197)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 389)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 23)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 581)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 6)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 198)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 390)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 42)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 582)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 7)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 199)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 391)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 43)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 583)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 8)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 200)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 392)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 44)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 584)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 9)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 201)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 393)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 63)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 585)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 10)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 202)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 394)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 64)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 586)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 11)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 203)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 395)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 65)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 587)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 12)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 204)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 396)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 84)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 588)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 13)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 205)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 397)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 589)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 14)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 206)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 398)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 86)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 590)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 15)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 207)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 399)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 105)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 591)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 16)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 208)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 400)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 106)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 592)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 17)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 209)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 401)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 107)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 593)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 18)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 210)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 402)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 126)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 594)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 19)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 211)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 403)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 127)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 595)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 20)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 212)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 404)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 128)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 596)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 21)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 213)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 405)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 147)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 597)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 22)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 214)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 406)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 148)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 598)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 23)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 215)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 407)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((int)threadIdx.x) % 7) * 3) + 149)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 24) + 599)]));
  }
  int cse_v148 = ((((((int)blockIdx.x) / 7) * 1568) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7));
  conv2d_nchw_ptr[((((((int)blockIdx.x) / 7) * 1568) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 7) * 1568) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) + 392)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 7) * 1568) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) + 784)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 7) * 1568) + (((int)threadIdx.x) * 7)) + (((int)blockIdx.x) % 7)) + 1176)] = conv2d_nchw_local_ptr[3];
}

