
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
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[624];
  __shared__ alignas(64) float kernel_shared_ptr[3072];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) % 7);
  int cse_v4 = (((int)blockIdx.x) / 7);
  int cse_v6 = (((int)threadIdx.x) % 7);
  int cse_v7 = (((int)threadIdx.x) / 7);
  for (int rc_0 = 0; rc_0 < 32; ++rc_0) {
    for (int rx_0 = 0; rx_0 < 3; ++rx_0) {
      int cse_v2 = (((int)threadIdx.x) * 2);
      int cse_v3 = (rc_0 * 3136);
      int cse_v8 = ((((int)blockIdx.x) % 7) * 2);
      int cse_v9 = ((((int)threadIdx.x) * 2) % 13);
      int cse_v10 = ((((int)blockIdx.x) % 7) * 28);
      int cse_v23 = (((((int)threadIdx.x) * 2) % 39) / 13);
      __syncthreads();
      float condval;
      if ((1 <= (((((int)blockIdx.x) % 7) * 2) + (((((int)threadIdx.x) * 2) % 39) / 13))) && (1 <= (rx_0 + ((((int)threadIdx.x) * 2) % 13)))) {
        condval = data_ptr[(((((((rc_0 * 3136) + (((((int)threadIdx.x) * 2) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + ((((((int)threadIdx.x) * 2) % 39) / 13) * 14)) + rx_0) + ((((int)threadIdx.x) * 2) % 13)) - 15)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
      int cse_v11 = ((((int)threadIdx.x) * 2) + 1);
      int cse_v24 = (((((int)threadIdx.x) * 2) + 1) % 13);
      int cse_v36 = ((((((int)threadIdx.x) * 2) + 1) % 39) / 13);
      int cse_v37 = (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 13));
      float condval_1;
      if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 1) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 13)))) {
        condval_1 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 1) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 1) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 1) % 13)) - 15)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
      int cse_v12 = ((((int)threadIdx.x) * 2) + 112);
      int cse_v25 = (((((int)threadIdx.x) * 2) + 8) % 13);
      int cse_v38 = ((((((int)threadIdx.x) * 2) + 34) % 39) / 13);
      float condval_2;
      if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 34) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 8) % 13)))) {
        condval_2 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 112) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 34) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 8) % 13)) - 15)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 112)] = condval_2;
      int cse_v13 = ((((int)threadIdx.x) * 2) + 113);
      int cse_v26 = (((((int)threadIdx.x) * 2) + 9) % 13);
      int cse_v39 = ((((((int)threadIdx.x) * 2) + 35) % 39) / 13);
      float condval_3;
      if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 35) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 9) % 13)))) {
        condval_3 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 113) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 35) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 9) % 13)) - 15)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 113)] = condval_3;
      int cse_v14 = ((((int)threadIdx.x) * 2) + 224);
      int cse_v27 = (((((int)threadIdx.x) * 2) + 3) % 13);
      int cse_v40 = ((((((int)threadIdx.x) * 2) + 29) % 39) / 13);
      float condval_4;
      if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 29) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 3) % 13)))) {
        condval_4 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 224) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 29) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 3) % 13)) - 15)];
      } else {
        condval_4 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 224)] = condval_4;
      int cse_v15 = ((((int)threadIdx.x) * 2) + 225);
      int cse_v28 = (((((int)threadIdx.x) * 2) + 4) % 13);
      int cse_v41 = ((((((int)threadIdx.x) * 2) + 30) % 39) / 13);
      float condval_5;
      if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 30) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 4) % 13)))) {
        condval_5 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 225) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 30) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 4) % 13)) - 15)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 225)] = condval_5;
      int cse_v16 = ((((int)threadIdx.x) * 2) + 336);
      int cse_v29 = (((((int)threadIdx.x) * 2) + 11) % 13);
      int cse_v42 = ((((((int)threadIdx.x) * 2) + 24) % 39) / 13);
      float condval_6;
      if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 24) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 11) % 13)))) {
        condval_6 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 336) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 24) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 11) % 13)) - 15)];
      } else {
        condval_6 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 336)] = condval_6;
      int cse_v17 = ((((int)threadIdx.x) * 2) + 337);
      int cse_v30 = (((((int)threadIdx.x) * 2) + 12) % 13);
      int cse_v43 = ((((((int)threadIdx.x) * 2) + 25) % 39) / 13);
      float condval_7;
      if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 25) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 12) % 13)))) {
        condval_7 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 337) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 25) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 12) % 13)) - 15)];
      } else {
        condval_7 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 337)] = condval_7;
      int cse_v18 = ((((int)threadIdx.x) * 2) + 448);
      int cse_v31 = (((((int)threadIdx.x) * 2) + 6) % 13);
      int cse_v44 = ((((((int)threadIdx.x) * 2) + 19) % 39) / 13);
      float condval_8;
      if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 19) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 6) % 13)))) {
        condval_8 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 448) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 19) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 6) % 13)) - 15)];
      } else {
        condval_8 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 448)] = condval_8;
      int cse_v19 = ((((int)threadIdx.x) * 2) + 449);
      int cse_v32 = (((((int)threadIdx.x) * 2) + 7) % 13);
      int cse_v45 = ((((((int)threadIdx.x) * 2) + 20) % 39) / 13);
      float condval_9;
      if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 20) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 7) % 13)))) {
        condval_9 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 449) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 20) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 7) % 13)) - 15)];
      } else {
        condval_9 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 449)] = condval_9;
      int cse_v20 = ((((int)threadIdx.x) * 2) + 560);
      if (((int)threadIdx.x) < 32) {
        int cse_v46 = ((((((int)threadIdx.x) * 2) + 14) % 39) / 13);
        float condval_10;
        if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 14) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 1) % 13)))) {
          condval_10 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 560) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 14) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 1) % 13)) - 15)];
        } else {
          condval_10 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 560)] = condval_10;
        int cse_v21 = ((((int)threadIdx.x) * 2) + 561);
        int cse_v33 = (((((int)threadIdx.x) * 2) + 2) % 13);
        int cse_v47 = ((((((int)threadIdx.x) * 2) + 15) % 39) / 13);
        float condval_11;
        if ((1 <= (((((int)blockIdx.x) % 7) * 2) + ((((((int)threadIdx.x) * 2) + 15) % 39) / 13))) && (1 <= (rx_0 + (((((int)threadIdx.x) * 2) + 2) % 13)))) {
          condval_11 = data_ptr[(((((((rc_0 * 3136) + ((((((int)threadIdx.x) * 2) + 561) / 39) * 196)) + ((((int)blockIdx.x) % 7) * 28)) + (((((((int)threadIdx.x) * 2) + 15) % 39) / 13) * 14)) + rx_0) + (((((int)threadIdx.x) * 2) + 2) % 13)) - 15)];
        } else {
          condval_11 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 561)] = condval_11;
      }
      int cse_v5 = (rc_0 * 144);
      int cse_v22 = ((((int)blockIdx.x) / 7) * 294912);
      int cse_v74 = ((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0);
      int2 v_ = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = make_float2(kernel_ptr[v_.x],kernel_ptr[v_.y]);
      int cse_v48 = ((((((int)threadIdx.x) * 2) + 16) % 48) * 3);
      int2 v__1 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 56) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 56) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 112)) = make_float2(kernel_ptr[v__1.x],kernel_ptr[v__1.y]);
      int cse_v49 = ((((((int)threadIdx.x) * 2) + 32) % 48) * 3);
      int2 v__2 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 112) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 112) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 224)) = make_float2(kernel_ptr[v__2.x],kernel_ptr[v__2.y]);
      int2 v__3 = make_int2(((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 32256))+(3*0), ((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 32256))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 336)) = make_float2(kernel_ptr[v__3.x],kernel_ptr[v__3.y]);
      int2 v__4 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 224) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 224) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 448)) = make_float2(kernel_ptr[v__4.x],kernel_ptr[v__4.y]);
      int2 v__5 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 280) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 280) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 560)) = make_float2(kernel_ptr[v__5.x],kernel_ptr[v__5.y]);
      int2 v__6 = make_int2(((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 64512))+(3*0), ((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 64512))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 672)) = make_float2(kernel_ptr[v__6.x],kernel_ptr[v__6.y]);
      int2 v__7 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 392) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 392) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 784)) = make_float2(kernel_ptr[v__7.x],kernel_ptr[v__7.y]);
      int2 v__8 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 448) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 448) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 896)) = make_float2(kernel_ptr[v__8.x],kernel_ptr[v__8.y]);
      int2 v__9 = make_int2(((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 96768))+(3*0), ((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 96768))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1008)) = make_float2(kernel_ptr[v__9.x],kernel_ptr[v__9.y]);
      int2 v__10 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 560) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 560) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1120)) = make_float2(kernel_ptr[v__10.x],kernel_ptr[v__10.y]);
      int2 v__11 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 616) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 616) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1232)) = make_float2(kernel_ptr[v__11.x],kernel_ptr[v__11.y]);
      int2 v__12 = make_int2(((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 129024))+(3*0), ((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 129024))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1344)) = make_float2(kernel_ptr[v__12.x],kernel_ptr[v__12.y]);
      int2 v__13 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 728) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 728) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1456)) = make_float2(kernel_ptr[v__13.x],kernel_ptr[v__13.y]);
      int2 v__14 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 784) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 784) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1568)) = make_float2(kernel_ptr[v__14.x],kernel_ptr[v__14.y]);
      int2 v__15 = make_int2(((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 161280))+(3*0), ((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 161280))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1680)) = make_float2(kernel_ptr[v__15.x],kernel_ptr[v__15.y]);
      int2 v__16 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 896) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 896) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1792)) = make_float2(kernel_ptr[v__16.x],kernel_ptr[v__16.y]);
      int2 v__17 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 952) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 952) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1904)) = make_float2(kernel_ptr[v__17.x],kernel_ptr[v__17.y]);
      int2 v__18 = make_int2(((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 193536))+(3*0), ((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 193536))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2016)) = make_float2(kernel_ptr[v__18.x],kernel_ptr[v__18.y]);
      int2 v__19 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1064) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1064) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2128)) = make_float2(kernel_ptr[v__19.x],kernel_ptr[v__19.y]);
      int2 v__20 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1120) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1120) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2240)) = make_float2(kernel_ptr[v__20.x],kernel_ptr[v__20.y]);
      int2 v__21 = make_int2(((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 225792))+(3*0), ((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 225792))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2352)) = make_float2(kernel_ptr[v__21.x],kernel_ptr[v__21.y]);
      int2 v__22 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1232) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1232) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2464)) = make_float2(kernel_ptr[v__22.x],kernel_ptr[v__22.y]);
      int2 v__23 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1288) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1288) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2576)) = make_float2(kernel_ptr[v__23.x],kernel_ptr[v__23.y]);
      int2 v__24 = make_int2(((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 258048))+(3*0), ((((((((((int)blockIdx.x) / 7) * 294912) + ((((int)threadIdx.x) / 24) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) % 24) * 6)) + rx_0) + 258048))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2688)) = make_float2(kernel_ptr[v__24.x],kernel_ptr[v__24.y]);
      int2 v__25 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1400) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1400) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 16) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2800)) = make_float2(kernel_ptr[v__25.x],kernel_ptr[v__25.y]);
      int2 v__26 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1456) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (((((int)threadIdx.x) + 1456) / 24) * 4608)) + (rc_0 * 144)) + ((((((int)threadIdx.x) * 2) + 32) % 48) * 3)) + rx_0))+(3*1));
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2912)) = make_float2(kernel_ptr[v__26.x],kernel_ptr[v__26.y]);
      if (((int)threadIdx.x) < 24) {
        int2 v__27 = make_int2((((((((((int)blockIdx.x) / 7) * 294912) + (rc_0 * 144)) + (((int)threadIdx.x) * 6)) + rx_0) + 290304))+(3*0), (((((((((int)blockIdx.x) / 7) * 294912) + (rc_0 * 144)) + (((int)threadIdx.x) * 6)) + rx_0) + 290304))+(3*1));
        *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 3024)) = make_float2(kernel_ptr[v__27.x],kernel_ptr[v__27.y]);
      }
      __syncthreads();
      for (int rc_1 = 0; rc_1 < 2; ++rc_1) {
        int cse_v34 = ((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2));
        int cse_v35 = (((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24));
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24))]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1536)]));
        int cse_v50 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 39);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 3)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1539)]));
        int cse_v51 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 78);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 78)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 6)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 78)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1542)]));
        int cse_v52 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 117);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 117)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 9)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 117)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1545)]));
        int cse_v53 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 156);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 156)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 12)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 156)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1548)]));
        int cse_v54 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 195);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 195)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 15)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 195)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1551)]));
        int cse_v55 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 234);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 234)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 18)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 234)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1554)]));
        int cse_v56 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 273);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 273)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 21)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 273)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1557)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 48)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1584)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 51)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1587)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 78)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 54)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 78)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1590)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 117)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 57)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 117)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1593)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 156)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 60)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 156)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1596)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 195)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 63)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 195)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1599)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 234)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 66)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 234)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1602)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 273)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 69)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 273)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1605)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 96)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1632)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 99)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1635)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 78)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 102)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 78)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1638)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 117)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 105)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 117)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1641)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 156)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 108)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 156)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1644)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 195)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 111)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 195)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1647)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 234)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 114)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 234)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1650)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 273)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 117)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 273)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1653)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 144)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1680)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 147)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 39)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1683)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 78)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 150)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 78)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1686)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 117)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 153)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 117)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1689)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 156)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 156)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 156)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1692)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 195)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 159)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 195)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1695)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 234)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 162)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 234)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1698)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 273)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 165)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 273)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1701)]));
        int cse_v57 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 13);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1537)]));
        int cse_v58 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 52);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 52)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 4)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 52)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1540)]));
        int cse_v59 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 91);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 7)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1543)]));
        int cse_v60 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 130);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 130)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 10)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 130)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1546)]));
        int cse_v61 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 169);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 169)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 13)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 169)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1549)]));
        int cse_v62 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 208);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 16)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1552)]));
        int cse_v63 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 247);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 247)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 19)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 247)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1555)]));
        int cse_v64 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 286);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 286)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 22)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 286)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1558)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 49)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1585)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 52)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 52)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 52)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1588)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 55)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1591)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 130)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 58)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 130)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1594)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 169)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 61)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 169)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1597)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 64)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1600)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 247)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 67)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 247)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1603)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 286)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 70)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 286)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1606)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 97)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1633)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 52)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 100)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 52)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1636)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 103)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1639)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 130)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 106)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 130)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1642)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 169)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 109)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 169)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1645)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 112)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1648)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 247)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 115)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 247)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1651)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 286)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 118)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 286)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1654)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 145)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 13)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1681)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 52)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 148)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 52)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1684)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 151)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1687)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 130)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 154)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 130)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1690)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 169)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 157)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 169)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1693)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 160)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 208)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1696)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 247)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 163)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 247)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1699)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 286)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 166)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 286)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1702)]));
        int cse_v65 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 26);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 26)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 2)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 26)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1538)]));
        int cse_v66 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 65);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 5)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1541)]));
        int cse_v67 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 104);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 8)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1544)]));
        int cse_v68 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 143);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 143)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 11)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 143)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1547)]));
        int cse_v69 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 182);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 14)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1550)]));
        int cse_v70 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 221);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 221)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 17)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 221)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1553)]));
        int cse_v71 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 260);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 260)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 20)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 260)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1556)]));
        int cse_v72 = (((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 299);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 299)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 23)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 299)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1559)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 26)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 50)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 26)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1586)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 53)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1589)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 56)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1592)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 143)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 59)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 143)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1595)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 62)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1598)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 221)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 65)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 221)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1601)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 260)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 68)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 260)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1604)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 299)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 71)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 299)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1607)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 26)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 98)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 26)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1634)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 101)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1637)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 104)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1640)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 143)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 107)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 143)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1643)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 110)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1646)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 221)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 113)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 221)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1649)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 260)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 116)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 260)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1652)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 299)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 119)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 299)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1655)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 26)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 146)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 26)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1682)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 149)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 65)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1685)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 152)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 104)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1688)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 143)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 155)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 143)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1691)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 158)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1694)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 221)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 161)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 221)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1697)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 260)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 164)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 260)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1700)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 299)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 167)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 312) + ((((int)threadIdx.x) % 7) * 2)) + 299)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 192) + (rc_1 * 24)) + 1703)]));
      }
    }
  }
  int cse_v73 = (((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)blockIdx.x) % 7) * 7)) + (((int)threadIdx.x) % 7));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)blockIdx.x) % 7) * 7)) + (((int)threadIdx.x) % 7))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)blockIdx.x) % 7) * 7)) + (((int)threadIdx.x) % 7)) + 1568)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)blockIdx.x) % 7) * 7)) + (((int)threadIdx.x) % 7)) + 49)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)blockIdx.x) % 7) * 7)) + (((int)threadIdx.x) % 7)) + 1617)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)blockIdx.x) % 7) * 7)) + (((int)threadIdx.x) % 7)) + 98)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)blockIdx.x) % 7) * 7)) + (((int)threadIdx.x) % 7)) + 1666)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)blockIdx.x) % 7) * 7)) + (((int)threadIdx.x) % 7)) + 147)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 7) * 3136) + ((((int)threadIdx.x) / 7) * 196)) + ((((int)blockIdx.x) % 7) * 7)) + (((int)threadIdx.x) % 7)) + 1715)] = conv2d_nchw_local_ptr[7];
}

