
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
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
extern "C" __global__ void __launch_bounds__(272) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(272) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[32];
  __shared__ alignas(64) float pad_temp_shared_ptr[11016];
  __shared__ alignas(64) float kernel_shared_ptr[216];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 34);
  int cse_v2 = (((int)blockIdx.x) & 7);
  int cse_v3 = (((int)threadIdx.x) % 34);
  int cse_v4 = (((int)threadIdx.x) * 2);
  int cse_v5 = (((int)blockIdx.x) / 272);
  int cse_v6 = (((int)threadIdx.x) * 3);
  int cse_v9 = ((((int)blockIdx.x) % 272) >> 3);
  int cse_v10 = ((((int)blockIdx.x) & 7) * 68);
  int cse_v11 = ((((int)threadIdx.x) % 34) * 2);
  int cse_v12 = ((((int)threadIdx.x) + 544) / 612);
  int cse_v13 = ((((int)threadIdx.x) + 1088) / 612);
  int cse_v14 = (((((int)blockIdx.x) % 272) >> 3) * 16);
  int cse_v16 = (((((int)blockIdx.x) % 272) >> 3) * 8704);
  int cse_v17 = (((((int)threadIdx.x) / 34) + 16) % 18);
  int cse_v18 = (((((int)threadIdx.x) / 34) + 14) % 18);
  int cse_v19 = (((((int)blockIdx.x) / 272) * 216) + (((int)threadIdx.x) * 9));
  int cse_v22 = ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34));
  int cse_v23 = ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18));
  int cse_v24 = ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18));
  int cse_v96 = ((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2));
  int cse_v97 = (((((((int)threadIdx.x) + 544) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2));
  int cse_v98 = (((((((int)threadIdx.x) + 1088) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2));
  int cse_v99 = (((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 544);
  int cse_v100 = (((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3808);
  int cse_v101 = (((((((((int)threadIdx.x) + 544) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2));
  int cse_v102 = (((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 298656);
  int cse_v103 = (((((((((int)threadIdx.x) + 1088) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2));
  int cse_v104 = (((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 593504);
  int cse_v105 = (((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 597856);
  int cse_v112 = ((((((((((int)threadIdx.x) + 544) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 544);
  int cse_v113 = ((((((((((int)threadIdx.x) + 1088) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 544);
  int cse_v15 = (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 34) * 2));
  float condval;
  if ((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34))) && (1 < (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 34) * 2)))) {
    condval = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 545)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
  float condval_1;
  if (1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34))) {
    condval_1 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 544)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
  float condval_2;
  if (1 < (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 34) * 2))) {
    condval_2 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3807)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 544)] = condval_2;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 545)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3808)];
  float condval_3;
  if (((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18)) < 545)) && (1 < (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 34) * 2)))) {
    condval_3 = data_ptr[((((((((((int)threadIdx.x) + 544) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 545)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((int)threadIdx.x) + 544) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2))] = condval_3;
  float condval_4;
  if ((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18)) < 545)) {
    condval_4 = data_ptr[((((((((((int)threadIdx.x) + 544) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 544)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 544) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1)] = condval_4;
  float condval_5;
  if (1 < (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 34) * 2))) {
    condval_5 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 298655)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1632)] = condval_5;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1633)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 298656)];
  float condval_6;
  if (((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18)) < 545)) && (1 < (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 34) * 2)))) {
    condval_6 = data_ptr[((((((((((int)threadIdx.x) + 1088) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 545)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((int)threadIdx.x) + 1088) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2))] = condval_6;
  float condval_7;
  if ((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18)) < 545)) {
    condval_7 = data_ptr[((((((((((int)threadIdx.x) + 1088) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 544)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 1088) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 1)] = condval_7;
  float condval_8;
  if (1 < (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 34) * 2))) {
    condval_8 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 593503)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2720)] = condval_8;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2721)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 593504)];
  if (((int)threadIdx.x) < 204) {
    float condval_9;
    if ((((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34)) < 533) && (1 < (((((int)blockIdx.x) & 7) * 68) + ((((int)threadIdx.x) % 34) * 2)))) {
      condval_9 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 597855)];
    } else {
      condval_9 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3264)] = condval_9;
    float condval_10;
    if (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34)) < 533) {
      condval_10 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 597856)];
    } else {
      condval_10 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3265)] = condval_10;
  }
  if (((int)threadIdx.x) < 24) {
    int3 v_ = make_int3(((((((int)blockIdx.x) / 272) * 216) + (((int)threadIdx.x) * 9)))+(3*0), ((((((int)blockIdx.x) / 272) * 216) + (((int)threadIdx.x) * 9)))+(3*1), ((((((int)blockIdx.x) / 272) * 216) + (((int)threadIdx.x) * 9)))+(3*2));
    *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = make_float3(kernel_ptr[v_.x],kernel_ptr[v_.y],kernel_ptr[v_.z]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v106 = (((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 543);
  int cse_v107 = (((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3809);
  int cse_v108 = (((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 298657);
  int cse_v109 = (((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 593505);
  int cse_v110 = (((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 597857);
  int cse_v114 = ((((((((((int)threadIdx.x) + 544) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 543);
  int cse_v115 = ((((((((((int)threadIdx.x) + 1088) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 543);
  float condval_11;
  if (1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34))) {
    condval_11 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 544)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3672)] = condval_11;
  float condval_12;
  if (1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34))) {
    condval_12 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 543)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3673)] = condval_12;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4216)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3808)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4217)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3809)];
  float condval_13;
  if ((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18)) < 545)) {
    condval_13 = data_ptr[((((((((((int)threadIdx.x) + 544) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 544)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 544) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3672)] = condval_13;
  float condval_14;
  if ((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18)) < 545)) {
    condval_14 = data_ptr[((((((((((int)threadIdx.x) + 544) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 543)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 544) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3673)] = condval_14;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 5304)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 298656)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 5305)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 298657)];
  float condval_15;
  if ((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18)) < 545)) {
    condval_15 = data_ptr[((((((((((int)threadIdx.x) + 1088) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 544)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 1088) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3672)] = condval_15;
  float condval_16;
  if ((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18)) < 545)) {
    condval_16 = data_ptr[((((((((((int)threadIdx.x) + 1088) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 543)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 1088) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3673)] = condval_16;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 6392)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 593504)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 6393)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 593505)];
  if (((int)threadIdx.x) < 204) {
    float condval_17;
    if (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34)) < 533) {
      condval_17 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 597856)];
    } else {
      condval_17 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 6936)] = condval_17;
    float condval_18;
    if (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34)) < 533) {
      condval_18 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 597857)];
    } else {
      condval_18 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 6937)] = condval_18;
  }
  if (((int)threadIdx.x) < 24) {
    int3 v__1 = make_int3((((((((int)blockIdx.x) / 272) * 216) + (((int)threadIdx.x) * 9)) + 1))+(3*0), (((((((int)blockIdx.x) / 272) * 216) + (((int)threadIdx.x) * 9)) + 1))+(3*1), (((((((int)blockIdx.x) / 272) * 216) + (((int)threadIdx.x) * 9)) + 1))+(3*2));
    *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 72)) = make_float3(kernel_ptr[v__1.x],kernel_ptr[v__1.y],kernel_ptr[v__1.z]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_19;
  if (1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34))) {
    condval_19 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 543)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 7344)] = condval_19;
  int cse_v20 = (((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 34));
  float condval_20;
  if ((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34))) && ((((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 34)) < 271)) {
    condval_20 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 542)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 7345)] = condval_20;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 7888)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3809)];
  float condval_21;
  if ((((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 34)) < 271) {
    condval_21 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 3810)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 7889)] = condval_21;
  float condval_22;
  if ((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18)) < 545)) {
    condval_22 = data_ptr[((((((((((int)threadIdx.x) + 544) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 543)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 544) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 7344)] = condval_22;
  float condval_23;
  if (((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 16) % 18)) < 545)) && ((((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 34)) < 271)) {
    condval_23 = data_ptr[((((((((((int)threadIdx.x) + 544) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 542)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 544) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 16) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 7345)] = condval_23;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 8976)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 298657)];
  float condval_24;
  if ((((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 34)) < 271) {
    condval_24 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 298658)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 8977)] = condval_24;
  float condval_25;
  if ((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18)) < 545)) {
    condval_25 = data_ptr[((((((((((int)threadIdx.x) + 1088) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 543)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 1088) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 7344)] = condval_25;
  float condval_26;
  if (((1 <= ((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18))) && (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((((int)threadIdx.x) / 34) + 14) % 18)) < 545)) && ((((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 34)) < 271)) {
    condval_26 = data_ptr[((((((((((int)threadIdx.x) + 1088) / 612) * 295936) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) - 542)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) + 1088) / 612) * 1224) + ((((((int)threadIdx.x) / 34) + 14) % 18) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 7345)] = condval_26;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 10064)] = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 593505)];
  float condval_27;
  if ((((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 34)) < 271) {
    condval_27 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 593506)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 10065)] = condval_27;
  if (((int)threadIdx.x) < 204) {
    float condval_28;
    if (((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34)) < 533) {
      condval_28 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 597857)];
    } else {
      condval_28 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 10608)] = condval_28;
    float condval_29;
    if ((((((((int)blockIdx.x) % 272) >> 3) * 16) + (((int)threadIdx.x) / 34)) < 533) && ((((((int)blockIdx.x) & 7) * 34) + (((int)threadIdx.x) % 34)) < 271)) {
      condval_29 = data_ptr[(((((((((int)blockIdx.x) % 272) >> 3) * 8704) + ((((int)threadIdx.x) / 34) * 544)) + ((((int)blockIdx.x) & 7) * 68)) + ((((int)threadIdx.x) % 34) * 2)) + 597858)];
    } else {
      condval_29 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 10609)] = condval_29;
  }
  if (((int)threadIdx.x) < 24) {
    int3 v__2 = make_int3((((((((int)blockIdx.x) / 272) * 216) + (((int)threadIdx.x) * 9)) + 2))+(3*0), (((((((int)blockIdx.x) / 272) * 216) + (((int)threadIdx.x) * 9)) + 2))+(3*1), (((((((int)blockIdx.x) / 272) * 216) + (((int)threadIdx.x) * 9)) + 2))+(3*2));
    *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 144)) = make_float3(kernel_ptr[v__2.x],kernel_ptr[v__2.y],kernel_ptr[v__2.z]);
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v7 = (((int)threadIdx.x) / 68);
  int cse_v8 = (((int)threadIdx.x) % 68);
  int cse_v21 = (((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[0]));
  int cse_v25 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 544);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 544)] * kernel_shared_ptr[0]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[36]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 544)] * kernel_shared_ptr[36]));
  int cse_v26 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[0]));
  int cse_v27 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[0]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[36]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[36]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[1]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[1]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[37]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[37]));
  int cse_v28 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[1]));
  int cse_v29 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[1]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[37]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[37]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[2]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[2]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[38]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[38]));
  int cse_v30 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 204);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 204)] * kernel_shared_ptr[2]));
  int cse_v31 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 748);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 748)] * kernel_shared_ptr[2]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 204)] * kernel_shared_ptr[38]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 748)] * kernel_shared_ptr[38]));
  int cse_v32 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1224);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1224)] * kernel_shared_ptr[3]));
  int cse_v33 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1768);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1768)] * kernel_shared_ptr[3]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1224)] * kernel_shared_ptr[39]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1768)] * kernel_shared_ptr[39]));
  int cse_v34 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[3]));
  int cse_v35 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[3]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[39]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[39]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[4]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[4]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[40]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[40]));
  int cse_v36 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[4]));
  int cse_v37 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[4]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[40]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[40]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[5]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[5]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[41]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[41]));
  int cse_v38 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1428);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1428)] * kernel_shared_ptr[5]));
  int cse_v39 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1972);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1972)] * kernel_shared_ptr[5]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1428)] * kernel_shared_ptr[41]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1972)] * kernel_shared_ptr[41]));
  int cse_v40 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2448);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2448)] * kernel_shared_ptr[6]));
  int cse_v41 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2992);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2992)] * kernel_shared_ptr[6]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2448)] * kernel_shared_ptr[42]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2992)] * kernel_shared_ptr[42]));
  int cse_v42 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[6]));
  int cse_v43 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[6]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[42]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[42]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[7]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[7]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[43]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[43]));
  int cse_v44 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[7]));
  int cse_v45 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[7]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[43]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[43]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[8]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[8]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[44]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[44]));
  int cse_v46 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2652);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2652)] * kernel_shared_ptr[8]));
  int cse_v47 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3196);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3196)] * kernel_shared_ptr[8]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2652)] * kernel_shared_ptr[44]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3196)] * kernel_shared_ptr[44]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[9]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 544)] * kernel_shared_ptr[9]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[45]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 544)] * kernel_shared_ptr[45]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[9]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[9]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[45]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[45]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[10]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[10]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[46]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[46]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[10]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[10]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[46]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[46]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[11]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[11]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[47]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[47]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 204)] * kernel_shared_ptr[11]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 748)] * kernel_shared_ptr[11]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 204)] * kernel_shared_ptr[47]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 748)] * kernel_shared_ptr[47]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1224)] * kernel_shared_ptr[12]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1768)] * kernel_shared_ptr[12]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1224)] * kernel_shared_ptr[48]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1768)] * kernel_shared_ptr[48]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[12]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[12]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[48]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[48]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[13]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[13]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[49]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[49]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[13]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[13]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[49]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[49]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[14]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[14]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[50]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[50]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1428)] * kernel_shared_ptr[14]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1972)] * kernel_shared_ptr[14]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1428)] * kernel_shared_ptr[50]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1972)] * kernel_shared_ptr[50]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2448)] * kernel_shared_ptr[15]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2992)] * kernel_shared_ptr[15]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2448)] * kernel_shared_ptr[51]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2992)] * kernel_shared_ptr[51]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[15]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[15]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[51]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[51]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[16]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[16]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[52]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[52]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[16]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[16]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[52]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[52]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[17]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[17]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[53]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[53]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2652)] * kernel_shared_ptr[17]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3196)] * kernel_shared_ptr[17]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2652)] * kernel_shared_ptr[53]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3196)] * kernel_shared_ptr[53]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[18]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 544)] * kernel_shared_ptr[18]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[54]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 544)] * kernel_shared_ptr[54]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[18]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[18]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[54]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[54]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[19]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[19]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[55]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[55]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[19]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[19]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[55]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[55]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[20]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[20]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[56]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[56]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 204)] * kernel_shared_ptr[20]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 748)] * kernel_shared_ptr[20]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 204)] * kernel_shared_ptr[56]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 748)] * kernel_shared_ptr[56]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1224)] * kernel_shared_ptr[21]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1768)] * kernel_shared_ptr[21]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1224)] * kernel_shared_ptr[57]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1768)] * kernel_shared_ptr[57]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[21]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[21]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[57]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[57]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[22]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[22]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[58]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[58]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[22]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[22]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[58]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[58]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[23]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[23]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[59]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[59]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1428)] * kernel_shared_ptr[23]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1972)] * kernel_shared_ptr[23]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1428)] * kernel_shared_ptr[59]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1972)] * kernel_shared_ptr[59]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2448)] * kernel_shared_ptr[24]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2992)] * kernel_shared_ptr[24]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2448)] * kernel_shared_ptr[60]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2992)] * kernel_shared_ptr[60]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[24]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[24]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[60]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[60]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[25]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[25]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[61]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[61]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[25]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[25]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[61]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[61]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[26]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[26]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[62]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[62]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2652)] * kernel_shared_ptr[26]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3196)] * kernel_shared_ptr[26]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2652)] * kernel_shared_ptr[62]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3196)] * kernel_shared_ptr[62]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[27]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 544)] * kernel_shared_ptr[27]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68))] * kernel_shared_ptr[63]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 544)] * kernel_shared_ptr[63]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[27]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[27]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[63]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[63]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[28]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[28]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 68)] * kernel_shared_ptr[64]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 612)] * kernel_shared_ptr[64]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[28]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[28]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[64]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[64]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[29]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[29]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 136)] * kernel_shared_ptr[65]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 680)] * kernel_shared_ptr[65]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 204)] * kernel_shared_ptr[29]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 748)] * kernel_shared_ptr[29]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 204)] * kernel_shared_ptr[65]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 748)] * kernel_shared_ptr[65]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1224)] * kernel_shared_ptr[30]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1768)] * kernel_shared_ptr[30]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1224)] * kernel_shared_ptr[66]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1768)] * kernel_shared_ptr[66]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[30]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[30]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[66]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[66]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[31]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[31]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1292)] * kernel_shared_ptr[67]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1836)] * kernel_shared_ptr[67]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[31]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[31]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[67]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[67]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[32]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[32]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1360)] * kernel_shared_ptr[68]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1904)] * kernel_shared_ptr[68]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1428)] * kernel_shared_ptr[32]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1972)] * kernel_shared_ptr[32]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1428)] * kernel_shared_ptr[68]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 1972)] * kernel_shared_ptr[68]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2448)] * kernel_shared_ptr[33]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2992)] * kernel_shared_ptr[33]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2448)] * kernel_shared_ptr[69]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2992)] * kernel_shared_ptr[69]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[33]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[33]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[69]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[69]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[34]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[34]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2516)] * kernel_shared_ptr[70]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3060)] * kernel_shared_ptr[70]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[34]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[34]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[70]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[70]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[35]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[35]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2584)] * kernel_shared_ptr[71]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3128)] * kernel_shared_ptr[71]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2652)] * kernel_shared_ptr[35]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3196)] * kernel_shared_ptr[35]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 2652)] * kernel_shared_ptr[71]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3196)] * kernel_shared_ptr[71]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  int cse_v48 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3672);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3672)] * kernel_shared_ptr[72]));
  int cse_v49 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4216);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4216)] * kernel_shared_ptr[72]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3672)] * kernel_shared_ptr[108]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4216)] * kernel_shared_ptr[108]));
  int cse_v50 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[72]));
  int cse_v51 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[72]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[108]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[108]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[73]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[73]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[109]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[109]));
  int cse_v52 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[73]));
  int cse_v53 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[73]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[109]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[109]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[74]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[74]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[110]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[110]));
  int cse_v54 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3876);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3876)] * kernel_shared_ptr[74]));
  int cse_v55 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4420);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[74]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3876)] * kernel_shared_ptr[110]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[110]));
  int cse_v56 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4896);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4896)] * kernel_shared_ptr[75]));
  int cse_v57 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5440);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5440)] * kernel_shared_ptr[75]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4896)] * kernel_shared_ptr[111]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5440)] * kernel_shared_ptr[111]));
  int cse_v58 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[75]));
  int cse_v59 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[75]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[111]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[111]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[76]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[76]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[112]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[112]));
  int cse_v60 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[76]));
  int cse_v61 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[76]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[112]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[112]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[77]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[77]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[113]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[113]));
  int cse_v62 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5100);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5100)] * kernel_shared_ptr[77]));
  int cse_v63 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5644);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5644)] * kernel_shared_ptr[77]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5100)] * kernel_shared_ptr[113]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5644)] * kernel_shared_ptr[113]));
  int cse_v64 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6120);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6120)] * kernel_shared_ptr[78]));
  int cse_v65 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6664);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6664)] * kernel_shared_ptr[78]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6120)] * kernel_shared_ptr[114]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6664)] * kernel_shared_ptr[114]));
  int cse_v66 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[78]));
  int cse_v67 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[78]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[114]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[114]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[79]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[79]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[115]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[115]));
  int cse_v68 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[79]));
  int cse_v69 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[79]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[115]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[115]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[80]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[80]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[116]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[116]));
  int cse_v70 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6324);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6324)] * kernel_shared_ptr[80]));
  int cse_v71 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6868);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6868)] * kernel_shared_ptr[80]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6324)] * kernel_shared_ptr[116]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6868)] * kernel_shared_ptr[116]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3672)] * kernel_shared_ptr[81]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4216)] * kernel_shared_ptr[81]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3672)] * kernel_shared_ptr[117]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4216)] * kernel_shared_ptr[117]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[81]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[81]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[117]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[117]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[82]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[82]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[118]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[118]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[82]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[82]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[118]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[118]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[83]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[83]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[119]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[119]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3876)] * kernel_shared_ptr[83]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[83]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3876)] * kernel_shared_ptr[119]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[119]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4896)] * kernel_shared_ptr[84]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5440)] * kernel_shared_ptr[84]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4896)] * kernel_shared_ptr[120]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5440)] * kernel_shared_ptr[120]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[84]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[84]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[120]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[120]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[85]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[85]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[121]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[121]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[85]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[85]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[121]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[121]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[86]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[86]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[122]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[122]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5100)] * kernel_shared_ptr[86]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5644)] * kernel_shared_ptr[86]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5100)] * kernel_shared_ptr[122]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5644)] * kernel_shared_ptr[122]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6120)] * kernel_shared_ptr[87]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6664)] * kernel_shared_ptr[87]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6120)] * kernel_shared_ptr[123]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6664)] * kernel_shared_ptr[123]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[87]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[87]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[123]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[123]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[88]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[88]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[124]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[124]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[88]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[88]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[124]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[124]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[89]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[89]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[125]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[125]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6324)] * kernel_shared_ptr[89]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6868)] * kernel_shared_ptr[89]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6324)] * kernel_shared_ptr[125]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6868)] * kernel_shared_ptr[125]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3672)] * kernel_shared_ptr[90]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4216)] * kernel_shared_ptr[90]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3672)] * kernel_shared_ptr[126]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4216)] * kernel_shared_ptr[126]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[90]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[90]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[126]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[126]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[91]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[91]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[127]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[127]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[91]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[91]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[127]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[127]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[92]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[92]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[128]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[128]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3876)] * kernel_shared_ptr[92]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[92]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3876)] * kernel_shared_ptr[128]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[128]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4896)] * kernel_shared_ptr[93]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5440)] * kernel_shared_ptr[93]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4896)] * kernel_shared_ptr[129]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5440)] * kernel_shared_ptr[129]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[93]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[93]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[129]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[129]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[94]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[94]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[130]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[130]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[94]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[94]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[130]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[130]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[95]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[95]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[131]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[131]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5100)] * kernel_shared_ptr[95]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5644)] * kernel_shared_ptr[95]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5100)] * kernel_shared_ptr[131]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5644)] * kernel_shared_ptr[131]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6120)] * kernel_shared_ptr[96]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6664)] * kernel_shared_ptr[96]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6120)] * kernel_shared_ptr[132]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6664)] * kernel_shared_ptr[132]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[96]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[96]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[132]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[132]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[97]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[97]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[133]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[133]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[97]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[97]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[133]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[133]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[98]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[98]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[134]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[134]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6324)] * kernel_shared_ptr[98]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6868)] * kernel_shared_ptr[98]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6324)] * kernel_shared_ptr[134]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6868)] * kernel_shared_ptr[134]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3672)] * kernel_shared_ptr[99]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4216)] * kernel_shared_ptr[99]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3672)] * kernel_shared_ptr[135]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4216)] * kernel_shared_ptr[135]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[99]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[99]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[135]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[135]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[100]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[100]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3740)] * kernel_shared_ptr[136]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4284)] * kernel_shared_ptr[136]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[100]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[100]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[136]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[136]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[101]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[101]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3808)] * kernel_shared_ptr[137]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4352)] * kernel_shared_ptr[137]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3876)] * kernel_shared_ptr[101]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[101]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 3876)] * kernel_shared_ptr[137]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4420)] * kernel_shared_ptr[137]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4896)] * kernel_shared_ptr[102]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5440)] * kernel_shared_ptr[102]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4896)] * kernel_shared_ptr[138]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5440)] * kernel_shared_ptr[138]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[102]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[102]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[138]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[138]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[103]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[103]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 4964)] * kernel_shared_ptr[139]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5508)] * kernel_shared_ptr[139]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[103]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[103]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[139]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[139]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[104]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[104]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5032)] * kernel_shared_ptr[140]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5576)] * kernel_shared_ptr[140]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5100)] * kernel_shared_ptr[104]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5644)] * kernel_shared_ptr[104]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5100)] * kernel_shared_ptr[140]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 5644)] * kernel_shared_ptr[140]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6120)] * kernel_shared_ptr[105]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6664)] * kernel_shared_ptr[105]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6120)] * kernel_shared_ptr[141]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6664)] * kernel_shared_ptr[141]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[105]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[105]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[141]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[141]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[106]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[106]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6188)] * kernel_shared_ptr[142]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6732)] * kernel_shared_ptr[142]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[106]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[106]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[142]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[142]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[107]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[107]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6256)] * kernel_shared_ptr[143]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6800)] * kernel_shared_ptr[143]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6324)] * kernel_shared_ptr[107]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6868)] * kernel_shared_ptr[107]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6324)] * kernel_shared_ptr[143]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 6868)] * kernel_shared_ptr[143]));
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  int cse_v72 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7344);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7344)] * kernel_shared_ptr[144]));
  int cse_v73 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7888);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7888)] * kernel_shared_ptr[144]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7344)] * kernel_shared_ptr[180]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7888)] * kernel_shared_ptr[180]));
  int cse_v74 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[144]));
  int cse_v75 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[144]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[180]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[180]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[145]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[145]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[181]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[181]));
  int cse_v76 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[145]));
  int cse_v77 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[145]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[181]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[181]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[146]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[146]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[182]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[182]));
  int cse_v78 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7548);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7548)] * kernel_shared_ptr[146]));
  int cse_v79 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8092);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8092)] * kernel_shared_ptr[146]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7548)] * kernel_shared_ptr[182]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8092)] * kernel_shared_ptr[182]));
  int cse_v80 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8568);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8568)] * kernel_shared_ptr[147]));
  int cse_v81 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9112);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9112)] * kernel_shared_ptr[147]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8568)] * kernel_shared_ptr[183]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9112)] * kernel_shared_ptr[183]));
  int cse_v82 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[147]));
  int cse_v83 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[147]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[183]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[183]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[148]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[148]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[184]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[184]));
  int cse_v84 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[148]));
  int cse_v85 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[148]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[184]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[184]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[149]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[149]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[185]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[185]));
  int cse_v86 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8772);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8772)] * kernel_shared_ptr[149]));
  int cse_v87 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9316);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9316)] * kernel_shared_ptr[149]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8772)] * kernel_shared_ptr[185]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9316)] * kernel_shared_ptr[185]));
  int cse_v88 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9792);
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9792)] * kernel_shared_ptr[150]));
  int cse_v89 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10336);
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10336)] * kernel_shared_ptr[150]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9792)] * kernel_shared_ptr[186]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10336)] * kernel_shared_ptr[186]));
  int cse_v90 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[150]));
  int cse_v91 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[150]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[186]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[186]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[151]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[151]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[187]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[187]));
  int cse_v92 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[151]));
  int cse_v93 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[151]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[187]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[187]));
  conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[152]));
  conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[152]));
  conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[188]));
  conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[188]));
  int cse_v94 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9996);
  conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9996)] * kernel_shared_ptr[152]));
  int cse_v95 = ((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10540);
  conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10540)] * kernel_shared_ptr[152]));
  conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9996)] * kernel_shared_ptr[188]));
  conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10540)] * kernel_shared_ptr[188]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7344)] * kernel_shared_ptr[153]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7888)] * kernel_shared_ptr[153]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7344)] * kernel_shared_ptr[189]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7888)] * kernel_shared_ptr[189]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[153]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[153]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[189]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[189]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[154]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[154]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[190]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[190]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[154]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[154]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[190]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[190]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[155]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[155]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[191]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[191]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7548)] * kernel_shared_ptr[155]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8092)] * kernel_shared_ptr[155]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7548)] * kernel_shared_ptr[191]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8092)] * kernel_shared_ptr[191]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8568)] * kernel_shared_ptr[156]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9112)] * kernel_shared_ptr[156]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8568)] * kernel_shared_ptr[192]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9112)] * kernel_shared_ptr[192]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[156]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[156]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[192]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[192]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[157]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[157]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[193]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[193]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[157]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[157]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[193]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[193]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[158]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[158]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[194]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[194]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8772)] * kernel_shared_ptr[158]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9316)] * kernel_shared_ptr[158]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8772)] * kernel_shared_ptr[194]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9316)] * kernel_shared_ptr[194]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9792)] * kernel_shared_ptr[159]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10336)] * kernel_shared_ptr[159]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9792)] * kernel_shared_ptr[195]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10336)] * kernel_shared_ptr[195]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[159]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[159]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[195]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[195]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[160]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[160]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[196]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[196]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[160]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[160]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[196]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[196]));
  conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[161]));
  conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[161]));
  conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[197]));
  conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[197]));
  conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9996)] * kernel_shared_ptr[161]));
  conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10540)] * kernel_shared_ptr[161]));
  conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9996)] * kernel_shared_ptr[197]));
  conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10540)] * kernel_shared_ptr[197]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7344)] * kernel_shared_ptr[162]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7888)] * kernel_shared_ptr[162]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7344)] * kernel_shared_ptr[198]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7888)] * kernel_shared_ptr[198]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[162]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[162]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[198]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[198]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[163]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[163]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[199]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[199]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[163]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[163]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[199]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[199]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[164]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[164]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[200]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[200]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7548)] * kernel_shared_ptr[164]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8092)] * kernel_shared_ptr[164]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7548)] * kernel_shared_ptr[200]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8092)] * kernel_shared_ptr[200]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8568)] * kernel_shared_ptr[165]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9112)] * kernel_shared_ptr[165]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8568)] * kernel_shared_ptr[201]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9112)] * kernel_shared_ptr[201]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[165]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[165]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[201]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[201]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[166]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[166]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[202]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[202]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[166]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[166]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[202]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[202]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[167]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[167]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[203]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[203]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8772)] * kernel_shared_ptr[167]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9316)] * kernel_shared_ptr[167]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8772)] * kernel_shared_ptr[203]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9316)] * kernel_shared_ptr[203]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9792)] * kernel_shared_ptr[168]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10336)] * kernel_shared_ptr[168]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9792)] * kernel_shared_ptr[204]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10336)] * kernel_shared_ptr[204]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[168]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[168]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[204]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[204]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[169]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[169]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[205]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[205]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[169]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[169]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[205]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[205]));
  conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[170]));
  conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[170]));
  conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[206]));
  conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[206]));
  conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9996)] * kernel_shared_ptr[170]));
  conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10540)] * kernel_shared_ptr[170]));
  conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9996)] * kernel_shared_ptr[206]));
  conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10540)] * kernel_shared_ptr[206]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7344)] * kernel_shared_ptr[171]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7888)] * kernel_shared_ptr[171]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7344)] * kernel_shared_ptr[207]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7888)] * kernel_shared_ptr[207]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[171]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[171]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[207]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[207]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[172]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[172]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7412)] * kernel_shared_ptr[208]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7956)] * kernel_shared_ptr[208]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[172]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[172]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[208]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[208]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[173]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[173]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7480)] * kernel_shared_ptr[209]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8024)] * kernel_shared_ptr[209]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7548)] * kernel_shared_ptr[173]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8092)] * kernel_shared_ptr[173]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 7548)] * kernel_shared_ptr[209]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8092)] * kernel_shared_ptr[209]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8568)] * kernel_shared_ptr[174]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9112)] * kernel_shared_ptr[174]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8568)] * kernel_shared_ptr[210]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9112)] * kernel_shared_ptr[210]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[174]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[174]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[210]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[210]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[175]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[175]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8636)] * kernel_shared_ptr[211]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9180)] * kernel_shared_ptr[211]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[175]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[175]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[211]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[211]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[176]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[176]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8704)] * kernel_shared_ptr[212]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9248)] * kernel_shared_ptr[212]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8772)] * kernel_shared_ptr[176]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9316)] * kernel_shared_ptr[176]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 8772)] * kernel_shared_ptr[212]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9316)] * kernel_shared_ptr[212]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9792)] * kernel_shared_ptr[177]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10336)] * kernel_shared_ptr[177]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9792)] * kernel_shared_ptr[213]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10336)] * kernel_shared_ptr[213]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[177]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[177]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[213]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[213]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[178]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[178]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9860)] * kernel_shared_ptr[214]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10404)] * kernel_shared_ptr[214]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[178]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[178]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[214]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[214]));
  conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[179]));
  conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[179]));
  conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9928)] * kernel_shared_ptr[215]));
  conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10472)] * kernel_shared_ptr[215]));
  conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9996)] * kernel_shared_ptr[179]));
  conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10540)] * kernel_shared_ptr[179]));
  conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 9996)] * kernel_shared_ptr[215]));
  conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((int)threadIdx.x) / 68) * 136) + (((int)threadIdx.x) % 68)) + 10540)] * kernel_shared_ptr[215]));
  int cse_v111 = ((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 4352)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1183744)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1188096)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 544)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 4896)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1184288)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1188640)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 295936)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 300288)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1479680)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1484032)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 296480)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 300832)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1480224)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1484576)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 591872)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 596224)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1775616)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1779968)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 592416)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 596768)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1776160)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 1780512)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 887808)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 892160)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2071552)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2075904)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 888352)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 892704)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2072096)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 272) * 2367488) + (((((int)blockIdx.x) % 272) >> 3) * 8704)) + ((((int)threadIdx.x) / 68) * 1088)) + ((((int)blockIdx.x) & 7) * 68)) + (((int)threadIdx.x) % 68)) + 2076448)] = conv2d_nchw_local_ptr[31];
}

