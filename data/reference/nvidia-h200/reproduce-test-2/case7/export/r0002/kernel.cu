
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
extern "C" __global__ void __launch_bounds__(544) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(544) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[2];
  __shared__ alignas(64) float pad_temp_shared_ptr[816];
  __shared__ alignas(64) float kernel_shared_ptr[3072];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  int cse_v2 = (((int)blockIdx.x) % 17);
  int cse_v3 = (((int)threadIdx.x) % 17);
  int cse_v5 = (((int)threadIdx.x) / 17);
  int cse_v6 = (((int)blockIdx.x) / 17);
  int cse_v8 = ((((int)blockIdx.x) % 17) * 17);
  for (int rc_0 = 0; rc_0 < 32; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) % 51);
    int cse_v4 = (rc_0 * 4624);
    int cse_v59 = (((((int)threadIdx.x) % 51) / 17) + (((int)blockIdx.x) % 17));
    int cse_v158 = ((((rc_0 * 4624) + ((((int)threadIdx.x) / 51) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 51));
    __syncthreads();
    float condval;
    if (((1 <= (((((int)threadIdx.x) % 51) / 17) + (((int)blockIdx.x) % 17))) && ((((((int)threadIdx.x) % 51) / 17) + (((int)blockIdx.x) % 17)) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
      condval = data_ptr[(((((rc_0 * 4624) + ((((int)threadIdx.x) / 51) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 51)) - 18)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
    int cse_v9 = ((((int)threadIdx.x) + 544) / 51);
    int cse_v60 = (((((int)threadIdx.x) / 17) + 2) % 3);
    int cse_v156 = ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) / 17) + 2) % 3));
    int cse_v157 = ((((((int)threadIdx.x) / 17) + 2) % 3) * 17);
    int cse_v161 = (((((((int)threadIdx.x) + 544) / 51) * 51) + ((((((int)threadIdx.x) / 17) + 2) % 3) * 17)) + (((int)threadIdx.x) % 17));
    int cse_v162 = (((((rc_0 * 4624) + (((((int)threadIdx.x) + 544) / 51) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + ((((((int)threadIdx.x) / 17) + 2) % 3) * 17)) + (((int)threadIdx.x) % 17));
    if (((int)threadIdx.x) < 272) {
      float condval_1;
      if (((1 <= ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) / 17) + 2) % 3))) && (((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) / 17) + 2) % 3)) < 18)) && (1 <= (((int)threadIdx.x) % 17))) {
        condval_1 = data_ptr[((((((rc_0 * 4624) + (((((int)threadIdx.x) + 544) / 51) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + ((((((int)threadIdx.x) / 17) + 2) % 3) * 17)) + (((int)threadIdx.x) % 17)) - 18)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((((int)threadIdx.x) + 544) / 51) * 51) + ((((((int)threadIdx.x) / 17) + 2) % 3) * 17)) + (((int)threadIdx.x) % 17))] = condval_1;
    }
    int cse_v7 = (((int)threadIdx.x) * 3);
    int cse_v159 = (((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9));
    int3 v_ = make_int3(((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)))+(3*0), ((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)))+(3*1), ((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)))+(3*2));
    *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = make_float3(kernel_ptr[v_.x],kernel_ptr[v_.y],kernel_ptr[v_.z]);
    int cse_v10 = ((((int)threadIdx.x) * 3) + 1632);
    if (((int)threadIdx.x) < 480) {
      int3 v__1 = make_int3((((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 156672))+(3*0), (((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 156672))+(3*1), (((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 156672))+(3*2));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 1632)) = make_float3(kernel_ptr[v__1.x],kernel_ptr[v__1.y],kernel_ptr[v__1.z]);
    }
    int cse_v11 = ((((int)threadIdx.x) / 17) * 48);
    __syncthreads();
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 48)]));
    int cse_v61 = (((((int)threadIdx.x) / 17) * 48) + 1536);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1536)]));
    int cse_v12 = ((((int)threadIdx.x) % 17) + 17);
    int cse_v62 = (((((int)threadIdx.x) / 17) * 48) + 1);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1)]));
    int cse_v63 = (((((int)threadIdx.x) / 17) * 48) + 1537);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1537)]));
    int cse_v13 = ((((int)threadIdx.x) % 17) + 34);
    int cse_v64 = (((((int)threadIdx.x) / 17) * 48) + 2);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 2)]));
    int cse_v65 = (((((int)threadIdx.x) / 17) * 48) + 1538);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1538)]));
    int cse_v14 = ((((int)threadIdx.x) % 17) + 51);
    int cse_v66 = (((((int)threadIdx.x) / 17) * 48) + 3);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 51)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 3)]));
    int cse_v67 = (((((int)threadIdx.x) / 17) * 48) + 1539);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 51)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1539)]));
    int cse_v15 = ((((int)threadIdx.x) % 17) + 68);
    int cse_v68 = (((((int)threadIdx.x) / 17) * 48) + 4);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 4)]));
    int cse_v69 = (((((int)threadIdx.x) / 17) * 48) + 1540);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1540)]));
    int cse_v16 = ((((int)threadIdx.x) % 17) + 85);
    int cse_v70 = (((((int)threadIdx.x) / 17) * 48) + 5);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 5)]));
    int cse_v71 = (((((int)threadIdx.x) / 17) * 48) + 1541);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1541)]));
    int cse_v17 = ((((int)threadIdx.x) % 17) + 102);
    int cse_v72 = (((((int)threadIdx.x) / 17) * 48) + 6);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 102)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 6)]));
    int cse_v73 = (((((int)threadIdx.x) / 17) * 48) + 1542);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 102)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1542)]));
    int cse_v18 = ((((int)threadIdx.x) % 17) + 119);
    int cse_v74 = (((((int)threadIdx.x) / 17) * 48) + 7);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 119)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 7)]));
    int cse_v75 = (((((int)threadIdx.x) / 17) * 48) + 1543);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 119)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1543)]));
    int cse_v19 = ((((int)threadIdx.x) % 17) + 136);
    int cse_v76 = (((((int)threadIdx.x) / 17) * 48) + 8);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 8)]));
    int cse_v77 = (((((int)threadIdx.x) / 17) * 48) + 1544);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1544)]));
    int cse_v20 = ((((int)threadIdx.x) % 17) + 153);
    int cse_v78 = (((((int)threadIdx.x) / 17) * 48) + 9);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 9)]));
    int cse_v79 = (((((int)threadIdx.x) / 17) * 48) + 1545);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1545)]));
    int cse_v21 = ((((int)threadIdx.x) % 17) + 170);
    int cse_v80 = (((((int)threadIdx.x) / 17) * 48) + 10);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 170)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 10)]));
    int cse_v81 = (((((int)threadIdx.x) / 17) * 48) + 1546);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 170)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1546)]));
    int cse_v22 = ((((int)threadIdx.x) % 17) + 187);
    int cse_v82 = (((((int)threadIdx.x) / 17) * 48) + 11);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 187)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 11)]));
    int cse_v83 = (((((int)threadIdx.x) / 17) * 48) + 1547);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 187)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1547)]));
    int cse_v23 = ((((int)threadIdx.x) % 17) + 204);
    int cse_v84 = (((((int)threadIdx.x) / 17) * 48) + 12);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 204)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 12)]));
    int cse_v85 = (((((int)threadIdx.x) / 17) * 48) + 1548);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 204)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1548)]));
    int cse_v24 = ((((int)threadIdx.x) % 17) + 221);
    int cse_v86 = (((((int)threadIdx.x) / 17) * 48) + 13);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 221)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 13)]));
    int cse_v87 = (((((int)threadIdx.x) / 17) * 48) + 1549);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 221)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1549)]));
    int cse_v25 = ((((int)threadIdx.x) % 17) + 238);
    int cse_v88 = (((((int)threadIdx.x) / 17) * 48) + 14);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 238)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 14)]));
    int cse_v89 = (((((int)threadIdx.x) / 17) * 48) + 1550);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 238)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1550)]));
    int cse_v26 = ((((int)threadIdx.x) % 17) + 255);
    int cse_v90 = (((((int)threadIdx.x) / 17) * 48) + 15);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 255)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 15)]));
    int cse_v91 = (((((int)threadIdx.x) / 17) * 48) + 1551);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 255)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1551)]));
    int cse_v27 = ((((int)threadIdx.x) % 17) + 272);
    int cse_v92 = (((((int)threadIdx.x) / 17) * 48) + 16);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 16)]));
    int cse_v93 = (((((int)threadIdx.x) / 17) * 48) + 1552);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1552)]));
    int cse_v28 = ((((int)threadIdx.x) % 17) + 289);
    int cse_v94 = (((((int)threadIdx.x) / 17) * 48) + 17);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 17)]));
    int cse_v95 = (((((int)threadIdx.x) / 17) * 48) + 1553);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1553)]));
    int cse_v29 = ((((int)threadIdx.x) % 17) + 306);
    int cse_v96 = (((((int)threadIdx.x) / 17) * 48) + 18);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 18)]));
    int cse_v97 = (((((int)threadIdx.x) / 17) * 48) + 1554);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1554)]));
    int cse_v30 = ((((int)threadIdx.x) % 17) + 323);
    int cse_v98 = (((((int)threadIdx.x) / 17) * 48) + 19);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 19)]));
    int cse_v99 = (((((int)threadIdx.x) / 17) * 48) + 1555);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1555)]));
    int cse_v31 = ((((int)threadIdx.x) % 17) + 340);
    int cse_v100 = (((((int)threadIdx.x) / 17) * 48) + 20);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 340)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 20)]));
    int cse_v101 = (((((int)threadIdx.x) / 17) * 48) + 1556);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 340)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1556)]));
    int cse_v32 = ((((int)threadIdx.x) % 17) + 357);
    int cse_v102 = (((((int)threadIdx.x) / 17) * 48) + 21);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 357)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 21)]));
    int cse_v103 = (((((int)threadIdx.x) / 17) * 48) + 1557);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 357)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1557)]));
    int cse_v33 = ((((int)threadIdx.x) % 17) + 374);
    int cse_v104 = (((((int)threadIdx.x) / 17) * 48) + 22);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 374)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 22)]));
    int cse_v105 = (((((int)threadIdx.x) / 17) * 48) + 1558);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 374)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1558)]));
    int cse_v34 = ((((int)threadIdx.x) % 17) + 391);
    int cse_v106 = (((((int)threadIdx.x) / 17) * 48) + 23);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 391)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 23)]));
    int cse_v107 = (((((int)threadIdx.x) / 17) * 48) + 1559);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 391)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1559)]));
    int cse_v35 = ((((int)threadIdx.x) % 17) + 408);
    int cse_v108 = (((((int)threadIdx.x) / 17) * 48) + 24);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 408)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 24)]));
    int cse_v109 = (((((int)threadIdx.x) / 17) * 48) + 1560);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 408)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1560)]));
    int cse_v36 = ((((int)threadIdx.x) % 17) + 425);
    int cse_v110 = (((((int)threadIdx.x) / 17) * 48) + 25);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 425)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 25)]));
    int cse_v111 = (((((int)threadIdx.x) / 17) * 48) + 1561);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 425)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1561)]));
    int cse_v37 = ((((int)threadIdx.x) % 17) + 442);
    int cse_v112 = (((((int)threadIdx.x) / 17) * 48) + 26);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 442)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 26)]));
    int cse_v113 = (((((int)threadIdx.x) / 17) * 48) + 1562);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 442)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1562)]));
    int cse_v38 = ((((int)threadIdx.x) % 17) + 459);
    int cse_v114 = (((((int)threadIdx.x) / 17) * 48) + 27);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 459)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 27)]));
    int cse_v115 = (((((int)threadIdx.x) / 17) * 48) + 1563);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 459)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1563)]));
    int cse_v39 = ((((int)threadIdx.x) % 17) + 476);
    int cse_v116 = (((((int)threadIdx.x) / 17) * 48) + 28);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 28)]));
    int cse_v117 = (((((int)threadIdx.x) / 17) * 48) + 1564);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1564)]));
    int cse_v40 = ((((int)threadIdx.x) % 17) + 493);
    int cse_v118 = (((((int)threadIdx.x) / 17) * 48) + 29);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 493)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 29)]));
    int cse_v119 = (((((int)threadIdx.x) / 17) * 48) + 1565);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 493)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1565)]));
    int cse_v41 = ((((int)threadIdx.x) % 17) + 510);
    int cse_v120 = (((((int)threadIdx.x) / 17) * 48) + 30);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 510)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 30)]));
    int cse_v121 = (((((int)threadIdx.x) / 17) * 48) + 1566);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 510)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1566)]));
    int cse_v42 = ((((int)threadIdx.x) % 17) + 527);
    int cse_v122 = (((((int)threadIdx.x) / 17) * 48) + 31);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 527)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 31)]));
    int cse_v123 = (((((int)threadIdx.x) / 17) * 48) + 1567);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 527)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1567)]));
    int cse_v43 = ((((int)threadIdx.x) % 17) + 544);
    int cse_v124 = (((((int)threadIdx.x) / 17) * 48) + 32);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 544)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 32)]));
    int cse_v125 = (((((int)threadIdx.x) / 17) * 48) + 1568);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 544)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1568)]));
    int cse_v44 = ((((int)threadIdx.x) % 17) + 561);
    int cse_v126 = (((((int)threadIdx.x) / 17) * 48) + 33);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 33)]));
    int cse_v127 = (((((int)threadIdx.x) / 17) * 48) + 1569);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1569)]));
    int cse_v45 = ((((int)threadIdx.x) % 17) + 578);
    int cse_v128 = (((((int)threadIdx.x) / 17) * 48) + 34);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 34)]));
    int cse_v129 = (((((int)threadIdx.x) / 17) * 48) + 1570);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1570)]));
    int cse_v46 = ((((int)threadIdx.x) % 17) + 595);
    int cse_v130 = (((((int)threadIdx.x) / 17) * 48) + 35);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 595)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 35)]));
    int cse_v131 = (((((int)threadIdx.x) / 17) * 48) + 1571);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 595)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1571)]));
    int cse_v47 = ((((int)threadIdx.x) % 17) + 612);
    int cse_v132 = (((((int)threadIdx.x) / 17) * 48) + 36);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 612)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 36)]));
    int cse_v133 = (((((int)threadIdx.x) / 17) * 48) + 1572);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 612)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1572)]));
    int cse_v48 = ((((int)threadIdx.x) % 17) + 629);
    int cse_v134 = (((((int)threadIdx.x) / 17) * 48) + 37);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 629)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 37)]));
    int cse_v135 = (((((int)threadIdx.x) / 17) * 48) + 1573);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 629)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1573)]));
    int cse_v49 = ((((int)threadIdx.x) % 17) + 646);
    int cse_v136 = (((((int)threadIdx.x) / 17) * 48) + 38);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 646)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 38)]));
    int cse_v137 = (((((int)threadIdx.x) / 17) * 48) + 1574);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 646)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1574)]));
    int cse_v50 = ((((int)threadIdx.x) % 17) + 663);
    int cse_v138 = (((((int)threadIdx.x) / 17) * 48) + 39);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 663)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 39)]));
    int cse_v139 = (((((int)threadIdx.x) / 17) * 48) + 1575);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 663)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1575)]));
    int cse_v51 = ((((int)threadIdx.x) % 17) + 680);
    int cse_v140 = (((((int)threadIdx.x) / 17) * 48) + 40);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 680)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 40)]));
    int cse_v141 = (((((int)threadIdx.x) / 17) * 48) + 1576);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 680)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1576)]));
    int cse_v52 = ((((int)threadIdx.x) % 17) + 697);
    int cse_v142 = (((((int)threadIdx.x) / 17) * 48) + 41);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 697)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 41)]));
    int cse_v143 = (((((int)threadIdx.x) / 17) * 48) + 1577);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 697)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1577)]));
    int cse_v53 = ((((int)threadIdx.x) % 17) + 714);
    int cse_v144 = (((((int)threadIdx.x) / 17) * 48) + 42);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 714)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 42)]));
    int cse_v145 = (((((int)threadIdx.x) / 17) * 48) + 1578);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 714)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1578)]));
    int cse_v54 = ((((int)threadIdx.x) % 17) + 731);
    int cse_v146 = (((((int)threadIdx.x) / 17) * 48) + 43);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 731)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 43)]));
    int cse_v147 = (((((int)threadIdx.x) / 17) * 48) + 1579);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 731)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1579)]));
    int cse_v55 = ((((int)threadIdx.x) % 17) + 748);
    int cse_v148 = (((((int)threadIdx.x) / 17) * 48) + 44);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 748)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 44)]));
    int cse_v149 = (((((int)threadIdx.x) / 17) * 48) + 1580);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 748)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1580)]));
    int cse_v56 = ((((int)threadIdx.x) % 17) + 765);
    int cse_v150 = (((((int)threadIdx.x) / 17) * 48) + 45);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 765)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 45)]));
    int cse_v151 = (((((int)threadIdx.x) / 17) * 48) + 1581);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 765)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1581)]));
    int cse_v57 = ((((int)threadIdx.x) % 17) + 782);
    int cse_v152 = (((((int)threadIdx.x) / 17) * 48) + 46);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 782)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 46)]));
    int cse_v153 = (((((int)threadIdx.x) / 17) * 48) + 1582);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 782)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1582)]));
    int cse_v58 = ((((int)threadIdx.x) % 17) + 799);
    int cse_v154 = (((((int)threadIdx.x) / 17) * 48) + 47);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 799)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 47)]));
    int cse_v155 = (((((int)threadIdx.x) / 17) * 48) + 1583);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 799)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1583)]));
    __syncthreads();
    float condval_2;
    if ((1 <= (((((int)threadIdx.x) % 51) / 17) + (((int)blockIdx.x) % 17))) && ((((((int)threadIdx.x) % 51) / 17) + (((int)blockIdx.x) % 17)) < 18)) {
      condval_2 = data_ptr[(((((rc_0 * 4624) + ((((int)threadIdx.x) / 51) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 51)) - 17)];
    } else {
      condval_2 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval_2;
    if (((int)threadIdx.x) < 272) {
      float condval_3;
      if ((1 <= ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) / 17) + 2) % 3))) && (((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) / 17) + 2) % 3)) < 18)) {
        condval_3 = data_ptr[((((((rc_0 * 4624) + (((((int)threadIdx.x) + 544) / 51) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + ((((((int)threadIdx.x) / 17) + 2) % 3) * 17)) + (((int)threadIdx.x) % 17)) - 17)];
      } else {
        condval_3 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((((int)threadIdx.x) + 544) / 51) * 51) + ((((((int)threadIdx.x) / 17) + 2) % 3) * 17)) + (((int)threadIdx.x) % 17))] = condval_3;
    }
    int3 v__2 = make_int3((((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 1))+(3*0), (((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 1))+(3*1), (((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 1))+(3*2));
    *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = make_float3(kernel_ptr[v__2.x],kernel_ptr[v__2.y],kernel_ptr[v__2.z]);
    if (((int)threadIdx.x) < 480) {
      int3 v__3 = make_int3((((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 156673))+(3*0), (((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 156673))+(3*1), (((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 156673))+(3*2));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 1632)) = make_float3(kernel_ptr[v__3.x],kernel_ptr[v__3.y],kernel_ptr[v__3.z]);
    }
    __syncthreads();
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 48)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1536)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1537)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 2)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1538)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 51)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 3)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 51)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1539)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 4)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1540)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 5)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1541)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 102)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 6)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 102)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1542)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 119)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 7)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 119)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1543)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 8)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1544)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 9)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1545)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 170)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 10)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 170)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1546)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 187)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 11)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 187)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1547)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 204)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 12)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 204)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1548)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 221)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 13)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 221)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1549)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 238)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 14)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 238)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1550)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 255)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 15)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 255)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1551)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 16)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1552)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 17)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1553)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 18)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1554)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 19)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1555)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 340)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 20)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 340)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1556)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 357)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 21)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 357)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1557)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 374)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 22)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 374)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1558)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 391)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 23)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 391)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1559)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 408)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 24)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 408)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1560)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 425)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 25)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 425)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1561)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 442)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 26)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 442)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1562)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 459)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 27)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 459)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1563)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 28)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1564)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 493)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 29)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 493)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1565)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 510)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 30)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 510)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1566)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 527)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 31)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 527)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1567)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 544)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 32)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 544)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1568)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 33)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1569)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 34)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1570)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 595)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 35)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 595)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1571)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 612)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 36)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 612)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1572)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 629)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 37)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 629)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1573)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 646)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 38)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 646)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1574)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 663)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 39)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 663)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1575)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 680)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 40)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 680)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1576)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 697)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 41)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 697)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1577)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 714)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 42)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 714)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1578)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 731)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 43)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 731)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1579)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 748)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 44)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 748)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1580)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 765)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 45)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 765)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1581)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 782)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 46)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 782)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1582)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 799)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 47)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 799)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1583)]));
    __syncthreads();
    float condval_4;
    if (((1 <= (((((int)threadIdx.x) % 51) / 17) + (((int)blockIdx.x) % 17))) && ((((((int)threadIdx.x) % 51) / 17) + (((int)blockIdx.x) % 17)) < 18)) && ((((int)threadIdx.x) % 17) < 16)) {
      condval_4 = data_ptr[(((((rc_0 * 4624) + ((((int)threadIdx.x) / 51) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 51)) - 16)];
    } else {
      condval_4 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval_4;
    if (((int)threadIdx.x) < 272) {
      float condval_5;
      if (((1 <= ((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) / 17) + 2) % 3))) && (((((int)blockIdx.x) % 17) + (((((int)threadIdx.x) / 17) + 2) % 3)) < 18)) && ((((int)threadIdx.x) % 17) < 16)) {
        condval_5 = data_ptr[((((((rc_0 * 4624) + (((((int)threadIdx.x) + 544) / 51) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + ((((((int)threadIdx.x) / 17) + 2) % 3) * 17)) + (((int)threadIdx.x) % 17)) - 16)];
      } else {
        condval_5 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((((int)threadIdx.x) + 544) / 51) * 51) + ((((((int)threadIdx.x) / 17) + 2) % 3) * 17)) + (((int)threadIdx.x) % 17))] = condval_5;
    }
    int3 v__4 = make_int3((((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 2))+(3*0), (((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 2))+(3*1), (((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 2))+(3*2));
    *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = make_float3(kernel_ptr[v__4.x],kernel_ptr[v__4.y],kernel_ptr[v__4.z]);
    if (((int)threadIdx.x) < 480) {
      int3 v__5 = make_int3((((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 156674))+(3*0), (((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 156674))+(3*1), (((((((((int)blockIdx.x) / 17) * 294912) + ((((int)threadIdx.x) >> 4) * 4608)) + (rc_0 * 144)) + ((((int)threadIdx.x) & 15) * 9)) + 156674))+(3*2));
      *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 1632)) = make_float3(kernel_ptr[v__5.x],kernel_ptr[v__5.y],kernel_ptr[v__5.z]);
    }
    __syncthreads();
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[((((int)threadIdx.x) / 17) * 48)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((int)threadIdx.x) % 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1536)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 17)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1537)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 2)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 34)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1538)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 51)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 3)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 51)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1539)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 4)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 68)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1540)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 5)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 85)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1541)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 102)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 6)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 102)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1542)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 119)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 7)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 119)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1543)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 8)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 136)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1544)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 9)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 153)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1545)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 170)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 10)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 170)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1546)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 187)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 11)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 187)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1547)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 204)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 12)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 204)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1548)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 221)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 13)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 221)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1549)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 238)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 14)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 238)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1550)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 255)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 15)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 255)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1551)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 16)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 272)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1552)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 17)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 289)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1553)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 18)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 306)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1554)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 19)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 323)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1555)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 340)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 20)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 340)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1556)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 357)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 21)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 357)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1557)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 374)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 22)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 374)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1558)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 391)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 23)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 391)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1559)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 408)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 24)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 408)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1560)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 425)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 25)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 425)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1561)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 442)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 26)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 442)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1562)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 459)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 27)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 459)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1563)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 28)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 476)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1564)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 493)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 29)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 493)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1565)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 510)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 30)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 510)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1566)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 527)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 31)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 527)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1567)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 544)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 32)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 544)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1568)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 33)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 561)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1569)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 34)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 578)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1570)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 595)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 35)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 595)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1571)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 612)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 36)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 612)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1572)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 629)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 37)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 629)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1573)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 646)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 38)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 646)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1574)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 663)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 39)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 663)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1575)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 680)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 40)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 680)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1576)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 697)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 41)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 697)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1577)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 714)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 42)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 714)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1578)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 731)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 43)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 731)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1579)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 748)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 44)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 748)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1580)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 765)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 45)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 765)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1581)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 782)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 46)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 782)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1582)]));
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 799)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 47)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((int)threadIdx.x) % 17) + 799)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 48) + 1583)]));
  }
  int cse_v160 = (((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 17) * 18496) + ((((int)threadIdx.x) / 17) * 289)) + ((((int)blockIdx.x) % 17) * 17)) + (((int)threadIdx.x) % 17)) + 9248)] = conv2d_nchw_local_ptr[1];
}

