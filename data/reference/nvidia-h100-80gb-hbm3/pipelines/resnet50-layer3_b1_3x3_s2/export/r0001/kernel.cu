
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
extern "C" __global__ void __launch_bounds__(112) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(112) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[720];
  __shared__ alignas(64) float kernel_shared_ptr[3072];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v2 = (((int)blockIdx.x) & 1);
  int cse_v5 = (((int)blockIdx.x) / 14);
  int cse_v9 = (((int)threadIdx.x) % 7);
  int cse_v10 = (((int)threadIdx.x) / 14);
  int cse_v11 = ((((int)blockIdx.x) % 14) >> 1);
  int cse_v21 = ((((int)threadIdx.x) % 14) / 7);
  for (int rc_0 = 0; rc_0 < 16; ++rc_0) {
    for (int ry_0 = 0; ry_0 < 3; ++ry_0) {
      int cse_v1 = (((int)threadIdx.x) * 4);
      int cse_v3 = (rc_0 * 12544);
      int cse_v4 = (ry_0 * 28);
      int cse_v12 = ((((int)blockIdx.x) & 1) * 14);
      int cse_v13 = ((((int)threadIdx.x) * 4) % 15);
      int cse_v23 = (((((int)blockIdx.x) % 14) >> 1) * 4);
      int cse_v24 = (((((int)threadIdx.x) * 4) % 45) / 15);
      int cse_v25 = (((((int)blockIdx.x) & 1) * 14) + ((((int)threadIdx.x) * 4) % 15));
      int cse_v26 = (((((int)blockIdx.x) % 14) >> 1) * 112);
      int cse_v39 = (((((((int)blockIdx.x) % 14) >> 1) * 4) + (((((int)threadIdx.x) * 4) % 45) / 15)) + ry_0);
      int cse_v91 = (((((((rc_0 * 12544) + (((((int)threadIdx.x) * 4) / 45) * 784)) + (((((int)blockIdx.x) % 14) >> 1) * 112)) + ((((((int)threadIdx.x) * 4) % 45) / 15) * 28)) + (ry_0 * 28)) + ((((int)blockIdx.x) & 1) * 14)) + ((((int)threadIdx.x) * 4) % 15));
      __syncthreads();
      float condval;
      if ((1 <= (((((((int)blockIdx.x) % 14) >> 1) * 4) + (((((int)threadIdx.x) * 4) % 45) / 15)) + ry_0)) && (1 <= (((((int)blockIdx.x) & 1) * 14) + ((((int)threadIdx.x) * 4) % 15)))) {
        condval = data_ptr[((((((((rc_0 * 12544) + (((((int)threadIdx.x) * 4) / 45) * 784)) + (((((int)blockIdx.x) % 14) >> 1) * 112)) + ((((((int)threadIdx.x) * 4) % 45) / 15) * 28)) + (ry_0 * 28)) + ((((int)blockIdx.x) & 1) * 14)) + ((((int)threadIdx.x) * 4) % 15)) - 29)];
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) * 4)] = condval;
      int cse_v14 = ((((int)threadIdx.x) * 4) + 1);
      int cse_v27 = (((((int)threadIdx.x) * 4) + 1) % 15);
      int cse_v32 = ((((((int)threadIdx.x) * 4) + 1) % 45) / 15);
      int cse_v33 = (((((int)blockIdx.x) & 1) * 14) + (((((int)threadIdx.x) * 4) + 1) % 15));
      int cse_v40 = (((((((int)threadIdx.x) * 4) + 1) % 45) / 15) * 28);
      int cse_v88 = (((((((int)blockIdx.x) % 14) >> 1) * 4) + ((((((int)threadIdx.x) * 4) + 1) % 45) / 15)) + ry_0);
      float condval_1;
      if ((1 <= (((((((int)blockIdx.x) % 14) >> 1) * 4) + ((((((int)threadIdx.x) * 4) + 1) % 45) / 15)) + ry_0)) && (1 <= (((((int)blockIdx.x) & 1) * 14) + (((((int)threadIdx.x) * 4) + 1) % 15)))) {
        condval_1 = data_ptr[((((((((rc_0 * 12544) + ((((((int)threadIdx.x) * 4) + 1) / 45) * 784)) + (((((int)blockIdx.x) % 14) >> 1) * 112)) + (((((((int)threadIdx.x) * 4) + 1) % 45) / 15) * 28)) + (ry_0 * 28)) + ((((int)blockIdx.x) & 1) * 14)) + (((((int)threadIdx.x) * 4) + 1) % 15)) - 29)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1)] = condval_1;
      int cse_v15 = ((((int)threadIdx.x) * 4) + 2);
      int cse_v28 = (((((int)threadIdx.x) * 4) + 2) % 15);
      int cse_v34 = ((((((int)threadIdx.x) * 4) + 2) % 45) / 15);
      float condval_2;
      if ((1 <= (((((((int)blockIdx.x) % 14) >> 1) * 4) + ((((((int)threadIdx.x) * 4) + 2) % 45) / 15)) + ry_0)) && (1 <= (((((int)blockIdx.x) & 1) * 14) + (((((int)threadIdx.x) * 4) + 2) % 15)))) {
        condval_2 = data_ptr[((((((((rc_0 * 12544) + ((((((int)threadIdx.x) * 4) + 2) / 45) * 784)) + (((((int)blockIdx.x) % 14) >> 1) * 112)) + (((((((int)threadIdx.x) * 4) + 2) % 45) / 15) * 28)) + (ry_0 * 28)) + ((((int)blockIdx.x) & 1) * 14)) + (((((int)threadIdx.x) * 4) + 2) % 15)) - 29)];
      } else {
        condval_2 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2)] = condval_2;
      int cse_v16 = ((((int)threadIdx.x) * 4) + 3);
      int cse_v29 = (((((int)threadIdx.x) * 4) + 3) % 15);
      int cse_v35 = ((((((int)threadIdx.x) * 4) + 3) % 45) / 15);
      float condval_3;
      if ((1 <= (((((((int)blockIdx.x) % 14) >> 1) * 4) + ((((((int)threadIdx.x) * 4) + 3) % 45) / 15)) + ry_0)) && (1 <= (((((int)blockIdx.x) & 1) * 14) + (((((int)threadIdx.x) * 4) + 3) % 15)))) {
        condval_3 = data_ptr[((((((((rc_0 * 12544) + ((((((int)threadIdx.x) * 4) + 3) / 45) * 784)) + (((((int)blockIdx.x) % 14) >> 1) * 112)) + (((((((int)threadIdx.x) * 4) + 3) % 45) / 15) * 28)) + (ry_0 * 28)) + ((((int)blockIdx.x) & 1) * 14)) + (((((int)threadIdx.x) * 4) + 3) % 15)) - 29)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 3)] = condval_3;
      if (((int)threadIdx.x) < 68) {
        int cse_v17 = ((((int)threadIdx.x) * 4) + 448);
        int cse_v30 = (((((int)threadIdx.x) * 4) + 13) % 15);
        int cse_v36 = ((((((int)threadIdx.x) * 4) + 43) % 45) / 15);
        float condval_4;
        if ((1 <= (((((((int)blockIdx.x) % 14) >> 1) * 4) + ((((((int)threadIdx.x) * 4) + 43) % 45) / 15)) + ry_0)) && (1 <= (((((int)blockIdx.x) & 1) * 14) + (((((int)threadIdx.x) * 4) + 13) % 15)))) {
          condval_4 = data_ptr[((((((((rc_0 * 12544) + ((((((int)threadIdx.x) * 4) + 448) / 45) * 784)) + (((((int)blockIdx.x) % 14) >> 1) * 112)) + (((((((int)threadIdx.x) * 4) + 43) % 45) / 15) * 28)) + (ry_0 * 28)) + ((((int)blockIdx.x) & 1) * 14)) + (((((int)threadIdx.x) * 4) + 13) % 15)) - 29)];
        } else {
          condval_4 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 448)] = condval_4;
        int cse_v18 = ((((int)threadIdx.x) * 4) + 449);
        int cse_v31 = (((((int)threadIdx.x) * 4) + 14) % 15);
        int cse_v37 = ((((((int)threadIdx.x) * 4) + 44) % 45) / 15);
        float condval_5;
        if ((1 <= (((((((int)blockIdx.x) % 14) >> 1) * 4) + ((((((int)threadIdx.x) * 4) + 44) % 45) / 15)) + ry_0)) && (1 <= (((((int)blockIdx.x) & 1) * 14) + (((((int)threadIdx.x) * 4) + 14) % 15)))) {
          condval_5 = data_ptr[((((((((rc_0 * 12544) + ((((((int)threadIdx.x) * 4) + 449) / 45) * 784)) + (((((int)blockIdx.x) % 14) >> 1) * 112)) + (((((((int)threadIdx.x) * 4) + 44) % 45) / 15) * 28)) + (ry_0 * 28)) + ((((int)blockIdx.x) & 1) * 14)) + (((((int)threadIdx.x) * 4) + 14) % 15)) - 29)];
        } else {
          condval_5 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 449)] = condval_5;
        float condval_6;
        if ((1 <= (((((((int)blockIdx.x) % 14) >> 1) * 4) + (((((int)threadIdx.x) * 4) % 45) / 15)) + ry_0)) && (1 <= (((((int)blockIdx.x) & 1) * 14) + ((((int)threadIdx.x) * 4) % 15)))) {
          condval_6 = data_ptr[((((((((rc_0 * 12544) + (((((int)threadIdx.x) * 4) / 45) * 784)) + (((((int)blockIdx.x) % 14) >> 1) * 112)) + ((((((int)threadIdx.x) * 4) % 45) / 15) * 28)) + (ry_0 * 28)) + ((((int)blockIdx.x) & 1) * 14)) + ((((int)threadIdx.x) * 4) % 15)) + 7811)];
        } else {
          condval_6 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 450)] = condval_6;
        int cse_v19 = ((((int)threadIdx.x) * 4) + 451);
        float condval_7;
        if ((1 <= (((((((int)blockIdx.x) % 14) >> 1) * 4) + ((((((int)threadIdx.x) * 4) + 1) % 45) / 15)) + ry_0)) && (1 <= (((((int)blockIdx.x) & 1) * 14) + (((((int)threadIdx.x) * 4) + 1) % 15)))) {
          condval_7 = data_ptr[((((((((rc_0 * 12544) + ((((((int)threadIdx.x) * 4) + 451) / 45) * 784)) + (((((int)blockIdx.x) % 14) >> 1) * 112)) + (((((((int)threadIdx.x) * 4) + 1) % 45) / 15) * 28)) + (ry_0 * 28)) + ((((int)blockIdx.x) & 1) * 14)) + (((((int)threadIdx.x) * 4) + 1) % 15)) - 29)];
        } else {
          condval_7 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 451)] = condval_7;
      }
      int cse_v6 = (rc_0 * 144);
      int cse_v7 = (ry_0 * 3);
      int cse_v8 = (((int)threadIdx.x) * 3);
      int cse_v20 = ((((int)blockIdx.x) / 14) * 147456);
      int cse_v89 = ((((((((int)blockIdx.x) / 14) * 147456) + ((((int)threadIdx.x) >> 4) * 2304)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (ry_0 * 3));
      *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 14) * 147456) + ((((int)threadIdx.x) >> 4) * 2304)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (ry_0 * 3)));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 336)) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 14) * 147456) + ((((int)threadIdx.x) >> 4) * 2304)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (ry_0 * 3)) + 16128));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 672)) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 14) * 147456) + ((((int)threadIdx.x) >> 4) * 2304)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (ry_0 * 3)) + 32256));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 1008)) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 14) * 147456) + ((((int)threadIdx.x) >> 4) * 2304)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (ry_0 * 3)) + 48384));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 1344)) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 14) * 147456) + ((((int)threadIdx.x) >> 4) * 2304)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (ry_0 * 3)) + 64512));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 1680)) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 14) * 147456) + ((((int)threadIdx.x) >> 4) * 2304)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (ry_0 * 3)) + 80640));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 2016)) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 14) * 147456) + ((((int)threadIdx.x) >> 4) * 2304)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (ry_0 * 3)) + 96768));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 2352)) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 14) * 147456) + ((((int)threadIdx.x) >> 4) * 2304)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (ry_0 * 3)) + 112896));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 2688)) = *(float3*)(kernel_ptr + (((((((((int)blockIdx.x) / 14) * 147456) + ((((int)threadIdx.x) >> 4) * 2304)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + (ry_0 * 3)) + 129024));
      if (((int)threadIdx.x) < 16) {
        *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 3024)) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) / 14) * 147456) + (rc_0 * 144)) + (((int)threadIdx.x) * 9)) + (ry_0 * 3)) + 145152));
      }
      int cse_v22 = ((((int)threadIdx.x) / 14) * 48);
      int cse_v38 = ((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2));
      __syncthreads();
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[((((int)threadIdx.x) / 14) * 48)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 384)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 768)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1152)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1536)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1920)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2304)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2688)]));
      int cse_v41 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 385)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 769)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1153)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1537)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1921)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2305)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2689)]));
      int cse_v42 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 386)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 770)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1154)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1538)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1922)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2306)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2690)]));
      int cse_v43 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 45);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 45)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 3)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 45)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 387)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 45)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 771)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 45)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1155)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 45)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1539)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 45)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1923)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 45)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2307)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 45)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2691)]));
      int cse_v44 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 46);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 46)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 4)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 46)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 388)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 46)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 772)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 46)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1156)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 46)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1540)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 46)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1924)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 46)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2308)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 46)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2692)]));
      int cse_v45 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 47);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 47)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 5)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 47)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 389)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 47)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 773)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 47)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1157)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 47)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1541)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 47)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1925)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 47)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2309)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 47)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2693)]));
      int cse_v46 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 90);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 90)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 6)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 90)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 390)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 90)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 774)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 90)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1158)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 90)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1542)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 90)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1926)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 90)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2310)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 90)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2694)]));
      int cse_v47 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 91);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 7)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 391)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 775)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1159)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1543)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1927)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2311)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 91)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2695)]));
      int cse_v48 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 92);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 92)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 8)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 92)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 392)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 92)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 776)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 92)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1160)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 92)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1544)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 92)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1928)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 92)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2312)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 92)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2696)]));
      int cse_v49 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 135);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 9)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 393)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 777)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1161)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1545)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1929)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2313)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 135)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2697)]));
      int cse_v50 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 136);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 10)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 394)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 778)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1162)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1546)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1930)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2314)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2698)]));
      int cse_v51 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 137);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 137)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 11)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 137)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 395)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 137)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 779)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 137)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1163)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 137)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1547)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 137)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1931)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 137)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2315)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 137)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2699)]));
      int cse_v52 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 180);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 12)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 396)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 780)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1164)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1548)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1932)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2316)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 180)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2700)]));
      int cse_v53 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 181);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 13)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 397)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 781)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1165)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1549)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1933)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2317)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 181)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2701)]));
      int cse_v54 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 182);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 14)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 398)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 782)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1166)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1550)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1934)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2318)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 182)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2702)]));
      int cse_v55 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 225);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 225)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 15)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 225)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 399)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 225)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 783)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 225)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1167)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 225)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1551)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 225)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1935)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 225)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2319)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 225)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2703)]));
      int cse_v56 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 226);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 226)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 16)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 226)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 400)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 226)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 784)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 226)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1168)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 226)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1552)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 226)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1936)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 226)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2320)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 226)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2704)]));
      int cse_v57 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 227);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 227)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 17)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 227)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 401)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 227)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 785)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 227)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1169)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 227)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1553)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 227)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1937)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 227)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2321)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 227)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2705)]));
      int cse_v58 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 270);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 270)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 18)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 270)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 402)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 270)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 786)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 270)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1170)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 270)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1554)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 270)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1938)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 270)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2322)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 270)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2706)]));
      int cse_v59 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 271);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 271)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 19)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 271)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 403)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 271)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 787)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 271)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1171)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 271)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1555)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 271)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1939)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 271)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2323)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 271)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2707)]));
      int cse_v60 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 272);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 20)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 404)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 788)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1172)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1556)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1940)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2324)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2708)]));
      int cse_v61 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 315);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 21)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 405)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 789)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1173)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1557)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1941)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2325)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 315)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2709)]));
      int cse_v62 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 316);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 22)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 406)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 790)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1174)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1558)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1942)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2326)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 316)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2710)]));
      int cse_v63 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 317);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 317)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 23)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 317)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 407)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 317)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 791)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 317)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1175)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 317)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1559)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 317)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1943)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 317)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2327)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 317)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2711)]));
      int cse_v64 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 360);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 360)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 24)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 360)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 408)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 360)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 792)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 360)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1176)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 360)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1560)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 360)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1944)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 360)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2328)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 360)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2712)]));
      int cse_v65 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 361);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 25)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 409)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 793)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1177)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1561)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1945)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2329)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 361)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2713)]));
      int cse_v66 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 362);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 26)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 410)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 794)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1178)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1562)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1946)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2330)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 362)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2714)]));
      int cse_v67 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 405);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 405)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 27)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 405)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 411)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 405)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 795)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 405)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1179)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 405)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1563)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 405)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1947)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 405)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2331)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 405)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2715)]));
      int cse_v68 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 406);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 406)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 28)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 406)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 412)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 406)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 796)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 406)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1180)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 406)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1564)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 406)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1948)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 406)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2332)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 406)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2716)]));
      int cse_v69 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 407);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 407)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 29)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 407)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 413)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 407)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 797)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 407)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1181)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 407)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1565)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 407)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1949)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 407)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2333)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 407)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2717)]));
      int cse_v70 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 450);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 450)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 30)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 450)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 414)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 450)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 798)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 450)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1182)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 450)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1566)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 450)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1950)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 450)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2334)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 450)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2718)]));
      int cse_v71 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 451);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 451)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 31)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 451)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 415)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 451)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 799)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 451)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1183)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 451)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1567)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 451)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1951)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 451)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2335)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 451)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2719)]));
      int cse_v72 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 452);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 452)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 32)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 452)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 416)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 452)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 800)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 452)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1184)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 452)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1568)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 452)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1952)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 452)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2336)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 452)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2720)]));
      int cse_v73 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 495);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 33)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 417)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 801)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1185)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1569)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1953)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2337)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 495)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2721)]));
      int cse_v74 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 496);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 34)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 418)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 802)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1186)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1570)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1954)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2338)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 496)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2722)]));
      int cse_v75 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 497);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 497)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 35)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 497)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 419)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 497)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 803)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 497)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1187)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 497)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1571)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 497)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1955)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 497)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2339)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 497)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2723)]));
      int cse_v76 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 540);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 36)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 420)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 804)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1188)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1572)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1956)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2340)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 540)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2724)]));
      int cse_v77 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 541);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 37)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 421)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 805)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1189)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1573)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1957)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2341)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 541)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2725)]));
      int cse_v78 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 542);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 542)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 38)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 542)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 422)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 542)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 806)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 542)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1190)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 542)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1574)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 542)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1958)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 542)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2342)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 542)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2726)]));
      int cse_v79 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 585);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 585)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 39)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 585)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 423)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 585)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 807)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 585)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1191)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 585)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1575)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 585)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1959)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 585)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2343)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 585)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2727)]));
      int cse_v80 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 586);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 586)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 40)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 586)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 424)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 586)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 808)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 586)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1192)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 586)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1576)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 586)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1960)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 586)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2344)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 586)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2728)]));
      int cse_v81 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 587);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 587)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 41)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 587)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 425)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 587)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 809)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 587)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1193)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 587)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1577)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 587)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1961)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 587)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2345)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 587)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2729)]));
      int cse_v82 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 630);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 630)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 42)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 630)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 426)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 630)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 810)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 630)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1194)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 630)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1578)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 630)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1962)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 630)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2346)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 630)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2730)]));
      int cse_v83 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 631);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 631)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 43)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 631)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 427)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 631)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 811)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 631)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1195)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 631)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1579)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 631)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1963)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 631)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2347)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 631)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2731)]));
      int cse_v84 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 632);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 632)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 44)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 632)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 428)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 632)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 812)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 632)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1196)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 632)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1580)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 632)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1964)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 632)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2348)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 632)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2732)]));
      int cse_v85 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 675);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 675)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 45)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 675)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 429)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 675)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 813)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 675)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1197)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 675)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1581)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 675)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1965)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 675)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2349)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 675)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2733)]));
      int cse_v86 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 676);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 676)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 46)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 676)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 430)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 676)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 814)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 676)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1198)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 676)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1582)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 676)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1966)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 676)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2350)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 676)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2734)]));
      int cse_v87 = (((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 677);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 677)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 47)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 677)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 431)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 677)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 815)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 677)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1199)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 677)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1583)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 677)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 1967)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 677)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2351)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((int)threadIdx.x) % 14) / 7) * 30) + ((((int)threadIdx.x) % 7) * 2)) + 677)] * kernel_shared_ptr[(((((int)threadIdx.x) / 14) * 48) + 2735)]));
    }
  }
  int cse_v90 = (((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 196)) + (((((int)blockIdx.x) % 14) >> 1) * 28)) + (((((int)threadIdx.x) % 14) / 7) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 196)) + (((((int)blockIdx.x) % 14) >> 1) * 28)) + (((((int)threadIdx.x) % 14) / 7) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 196)) + (((((int)blockIdx.x) % 14) >> 1) * 28)) + (((((int)threadIdx.x) % 14) / 7) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7)) + 1568)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 196)) + (((((int)blockIdx.x) % 14) >> 1) * 28)) + (((((int)threadIdx.x) % 14) / 7) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7)) + 3136)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 196)) + (((((int)blockIdx.x) % 14) >> 1) * 28)) + (((((int)threadIdx.x) % 14) / 7) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7)) + 4704)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 196)) + (((((int)blockIdx.x) % 14) >> 1) * 28)) + (((((int)threadIdx.x) % 14) / 7) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7)) + 6272)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 196)) + (((((int)blockIdx.x) % 14) >> 1) * 28)) + (((((int)threadIdx.x) % 14) / 7) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7)) + 7840)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 196)) + (((((int)blockIdx.x) % 14) >> 1) * 28)) + (((((int)threadIdx.x) % 14) / 7) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7)) + 9408)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 14) * 12544) + ((((int)threadIdx.x) / 14) * 196)) + (((((int)blockIdx.x) % 14) >> 1) * 28)) + (((((int)threadIdx.x) % 14) / 7) * 14)) + ((((int)blockIdx.x) & 1) * 7)) + (((int)threadIdx.x) % 7)) + 10976)] = conv2d_nchw_local_ptr[7];
}

