
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
extern "C" __global__ void __launch_bounds__(34) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(34) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[34];
  __shared__ alignas(64) float pad_temp_shared_ptr[7752];
  __shared__ alignas(64) float kernel_shared_ptr[288];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 2);
  int cse_v2 = (((int)blockIdx.x) * 18432);
  int cse_v3 = (((int)threadIdx.x) + 34);
  int cse_v4 = (((int)threadIdx.x) + 68);
  int cse_v9 = ((((int)threadIdx.x) * 2) % 17);
  int cse_v10 = ((((int)threadIdx.x) * 2) + 1);
  int cse_v11 = ((((int)threadIdx.x) * 2) - 17);
  int cse_v12 = ((((int)threadIdx.x) * 2) + 51);
  int cse_v13 = ((((int)threadIdx.x) * 2) + 119);
  int cse_v14 = ((((int)threadIdx.x) * 2) + 187);
  int cse_v15 = ((((int)threadIdx.x) * 2) / 17);
  int cse_v16 = ((((int)threadIdx.x) * 2) + 272);
  int cse_v17 = ((((int)threadIdx.x) * 2) + 273);
  int cse_v18 = ((((int)threadIdx.x) * 2) + 1139);
  int cse_v19 = ((((int)threadIdx.x) % 24) * 3);
  int cse_v25 = (((((int)threadIdx.x) * 2) + 1) % 17);
  int cse_v26 = (((((int)threadIdx.x) * 2) + 1) / 17);
  int cse_v27 = (((((int)threadIdx.x) * 2) + 612) / 323);
  int cse_v28 = (((((int)threadIdx.x) * 2) + 613) / 323);
  int cse_v29 = (((((int)threadIdx.x) * 2) + 952) / 323);
  int cse_v30 = (((((int)threadIdx.x) * 2) + 953) / 323);
  int cse_v31 = (((((int)threadIdx.x) * 2) + 1564) / 323);
  int cse_v32 = (((((int)threadIdx.x) * 2) + 1565) / 323);
  int cse_v33 = (((((int)threadIdx.x) * 2) + 1904) / 323);
  int cse_v34 = (((((int)threadIdx.x) * 2) + 1905) / 323);
  int cse_v35 = (((((int)threadIdx.x) * 2) + 2244) / 323);
  int cse_v36 = (((((int)threadIdx.x) * 2) + 2245) / 323);
  int cse_v37 = ((((int)blockIdx.x) * 18432) + ((((int)threadIdx.x) / 24) * 4608));
  int cse_v38 = (((((int)threadIdx.x) + 10) % 24) * 3);
  int cse_v39 = (((((int)threadIdx.x) + 20) % 24) * 3);
  int cse_v84 = ((((((int)threadIdx.x) * 2) / 17) + 16) % 19);
  int cse_v85 = ((((((int)threadIdx.x) * 2) + 272) / 323) * 289);
  int cse_v86 = ((((((int)threadIdx.x) * 2) + 273) / 323) * 289);
  int cse_v87 = ((((((int)threadIdx.x) * 2) / 17) + 17) % 19);
  int cse_v88 = ((((((int)threadIdx.x) * 2) + 612) / 323) * 289);
  int cse_v89 = ((((((int)threadIdx.x) * 2) + 612) / 323) * 323);
  int cse_v90 = ((((((int)threadIdx.x) * 2) + 613) / 323) * 289);
  int cse_v91 = ((((((int)threadIdx.x) * 2) + 613) / 323) * 323);
  int cse_v92 = ((((((int)threadIdx.x) * 2) / 17) + 18) % 19);
  int cse_v93 = ((((((int)threadIdx.x) * 2) + 952) / 323) * 289);
  int cse_v94 = ((((((int)threadIdx.x) * 2) + 952) / 323) * 323);
  int cse_v95 = ((((((int)threadIdx.x) * 2) + 953) / 323) * 289);
  int cse_v96 = ((((((int)threadIdx.x) * 2) + 953) / 323) * 323);
  int cse_v97 = ((((((int)threadIdx.x) * 2) + 1564) / 323) * 289);
  int cse_v98 = ((((((int)threadIdx.x) * 2) + 1564) / 323) * 323);
  int cse_v99 = ((((((int)threadIdx.x) * 2) + 1565) / 323) * 289);
  int cse_v100 = ((((((int)threadIdx.x) * 2) + 1565) / 323) * 323);
  int cse_v101 = ((((((int)threadIdx.x) * 2) + 1904) / 323) * 289);
  int cse_v102 = ((((((int)threadIdx.x) * 2) + 1904) / 323) * 323);
  int cse_v103 = ((((((int)threadIdx.x) * 2) + 1905) / 323) * 289);
  int cse_v104 = ((((((int)threadIdx.x) * 2) + 1905) / 323) * 323);
  int cse_v105 = ((((((int)threadIdx.x) * 2) + 2244) / 323) * 289);
  int cse_v106 = ((((((int)threadIdx.x) * 2) + 2244) / 323) * 323);
  int cse_v107 = ((((((int)threadIdx.x) * 2) + 2245) / 323) * 289);
  int cse_v108 = ((((((int)threadIdx.x) * 2) + 2245) / 323) * 323);
  int cse_v109 = (((((int)blockIdx.x) * 18432) + ((((int)threadIdx.x) / 24) * 4608)) + ((((int)threadIdx.x) % 24) * 3));
  int cse_v110 = ((((int)blockIdx.x) * 18432) + (((((int)threadIdx.x) + 34) / 24) * 4608));
  int cse_v111 = ((((int)blockIdx.x) * 18432) + (((((int)threadIdx.x) + 68) / 24) * 4608));
  int cse_v131 = (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17);
  int cse_v132 = (((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19);
  int cse_v133 = (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17);
  int cse_v134 = (((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19);
  int cse_v135 = (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17);
  int cse_v136 = (((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19);
  int cse_v137 = (((((int)blockIdx.x) * 18432) + (((((int)threadIdx.x) + 34) / 24) * 4608)) + (((((int)threadIdx.x) + 10) % 24) * 3));
  int cse_v138 = (((((int)blockIdx.x) * 18432) + (((((int)threadIdx.x) + 68) / 24) * 4608)) + (((((int)threadIdx.x) + 20) % 24) * 3));
  int cse_v164 = ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17);
  int cse_v165 = ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17);
  int cse_v166 = ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17);
  int cse_v167 = ((((((((int)threadIdx.x) * 2) + 272) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v168 = ((((((((int)threadIdx.x) * 2) + 612) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v169 = ((((((((int)threadIdx.x) * 2) + 612) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v170 = ((((((((int)threadIdx.x) * 2) + 952) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v171 = ((((((((int)threadIdx.x) * 2) + 952) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v172 = ((((((((int)threadIdx.x) * 2) + 1564) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v173 = ((((((((int)threadIdx.x) * 2) + 1564) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v174 = ((((((((int)threadIdx.x) * 2) + 1904) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v175 = ((((((((int)threadIdx.x) * 2) + 1904) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v176 = ((((((((int)threadIdx.x) * 2) + 2244) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v177 = ((((((((int)threadIdx.x) * 2) + 2244) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17));
  int cse_v178 = ((((((((int)threadIdx.x) * 2) + 273) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  int cse_v179 = ((((((((int)threadIdx.x) * 2) + 613) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  int cse_v180 = ((((((((int)threadIdx.x) * 2) + 613) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  int cse_v181 = ((((((((int)threadIdx.x) * 2) + 953) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  int cse_v182 = ((((((((int)threadIdx.x) * 2) + 953) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  int cse_v183 = ((((((((int)threadIdx.x) * 2) + 1565) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  int cse_v184 = ((((((((int)threadIdx.x) * 2) + 1565) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  int cse_v185 = ((((((((int)threadIdx.x) * 2) + 1905) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  int cse_v186 = ((((((((int)threadIdx.x) * 2) + 1905) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  int cse_v187 = ((((((((int)threadIdx.x) * 2) + 2245) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  int cse_v188 = ((((((((int)threadIdx.x) * 2) + 2245) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17));
  float condval;
  if ((8 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 17))) {
    condval = data_ptr[((((int)threadIdx.x) * 2) - 18)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
  float condval_1;
  if ((8 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 17))) {
    condval_1 = data_ptr[((((int)threadIdx.x) * 2) - 17)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
  float condval_2;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_2 = data_ptr[((((int)threadIdx.x) * 2) + 50)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 68)] = condval_2;
  float condval_3;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_3 = data_ptr[((((int)threadIdx.x) * 2) + 51)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 69)] = condval_3;
  float condval_4;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_4 = data_ptr[((((int)threadIdx.x) * 2) + 118)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 136)] = condval_4;
  float condval_5;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_5 = data_ptr[((((int)threadIdx.x) * 2) + 119)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 137)] = condval_5;
  float condval_6;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_6 = data_ptr[((((int)threadIdx.x) * 2) + 186)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 204)] = condval_6;
  float condval_7;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_7 = data_ptr[((((int)threadIdx.x) * 2) + 187)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 205)] = condval_7;
  float condval_8;
  if (((1 <= ((((((int)threadIdx.x) * 2) / 17) + 16) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) < 18)) && (1 <= ((((int)threadIdx.x) * 2) % 17))) {
    condval_8 = data_ptr[(((((((((int)threadIdx.x) * 2) + 272) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 272)] = condval_8;
  float condval_9;
  if (((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 17))) {
    condval_9 = data_ptr[(((((((((int)threadIdx.x) * 2) + 273) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 273)] = condval_9;
  float condval_10;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_10 = data_ptr[((((int)threadIdx.x) * 2) + 288)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 340)] = condval_10;
  float condval_11;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_11 = data_ptr[((((int)threadIdx.x) * 2) + 289)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 341)] = condval_11;
  float condval_12;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_12 = data_ptr[((((int)threadIdx.x) * 2) + 356)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 408)] = condval_12;
  float condval_13;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_13 = data_ptr[((((int)threadIdx.x) * 2) + 357)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 409)] = condval_13;
  float condval_14;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_14 = data_ptr[((((int)threadIdx.x) * 2) + 424)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 476)] = condval_14;
  float condval_15;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_15 = data_ptr[((((int)threadIdx.x) * 2) + 425)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 477)] = condval_15;
  float condval_16;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_16 = data_ptr[((((int)threadIdx.x) * 2) + 492)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 544)] = condval_16;
  float condval_17;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_17 = data_ptr[((((int)threadIdx.x) * 2) + 493)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 545)] = condval_17;
  float condval_18;
  if (((1 <= ((((((int)threadIdx.x) * 2) / 17) + 17) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) < 18)) && (1 <= ((((int)threadIdx.x) * 2) % 17))) {
    condval_18 = data_ptr[(((((((((int)threadIdx.x) * 2) + 612) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 612) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_18;
  float condval_19;
  if (((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 17))) {
    condval_19 = data_ptr[(((((((((int)threadIdx.x) * 2) + 613) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 613) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_19;
  float condval_20;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_20 = data_ptr[((((int)threadIdx.x) * 2) + 594)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 680)] = condval_20;
  float condval_21;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_21 = data_ptr[((((int)threadIdx.x) * 2) + 595)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 681)] = condval_21;
  float condval_22;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_22 = data_ptr[((((int)threadIdx.x) * 2) + 662)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 748)] = condval_22;
  float condval_23;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_23 = data_ptr[((((int)threadIdx.x) * 2) + 663)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 749)] = condval_23;
  float condval_24;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_24 = data_ptr[((((int)threadIdx.x) * 2) + 730)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 816)] = condval_24;
  float condval_25;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_25 = data_ptr[((((int)threadIdx.x) * 2) + 731)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 817)] = condval_25;
  float condval_26;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_26 = data_ptr[((((int)threadIdx.x) * 2) + 798)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 884)] = condval_26;
  float condval_27;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_27 = data_ptr[((((int)threadIdx.x) * 2) + 799)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 885)] = condval_27;
  float condval_28;
  if (((1 <= ((((((int)threadIdx.x) * 2) / 17) + 18) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) < 18)) && (1 <= ((((int)threadIdx.x) * 2) % 17))) {
    condval_28 = data_ptr[(((((((((int)threadIdx.x) * 2) + 952) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 952) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_28;
  float condval_29;
  if (((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 17))) {
    condval_29 = data_ptr[(((((((((int)threadIdx.x) * 2) + 953) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 953) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_29;
  float condval_30;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_30 = data_ptr[((((int)threadIdx.x) * 2) + 900)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1020)] = condval_30;
  float condval_31;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_31 = data_ptr[((((int)threadIdx.x) * 2) + 901)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1021)] = condval_31;
  float condval_32;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_32 = data_ptr[((((int)threadIdx.x) * 2) + 968)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1088)] = condval_32;
  float condval_33;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_33 = data_ptr[((((int)threadIdx.x) * 2) + 969)];
  } else {
    condval_33 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1089)] = condval_33;
  float condval_34;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_34 = data_ptr[((((int)threadIdx.x) * 2) + 1036)];
  } else {
    condval_34 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1156)] = condval_34;
  float condval_35;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_35 = data_ptr[((((int)threadIdx.x) * 2) + 1037)];
  } else {
    condval_35 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1157)] = condval_35;
  float condval_36;
  if ((((int)threadIdx.x) < 26) && (1 <= ((((int)threadIdx.x) * 2) % 17))) {
    condval_36 = data_ptr[((((int)threadIdx.x) * 2) + 1104)];
  } else {
    condval_36 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1224)] = condval_36;
  float condval_37;
  if ((((int)threadIdx.x) < 25) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 17))) {
    condval_37 = data_ptr[((((int)threadIdx.x) * 2) + 1105)];
  } else {
    condval_37 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1225)] = condval_37;
  float condval_38;
  if ((8 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 17))) {
    condval_38 = data_ptr[((((int)threadIdx.x) * 2) + 1138)];
  } else {
    condval_38 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1292)] = condval_38;
  float condval_39;
  if ((8 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 17))) {
    condval_39 = data_ptr[((((int)threadIdx.x) * 2) + 1139)];
  } else {
    condval_39 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1293)] = condval_39;
  float condval_40;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_40 = data_ptr[((((int)threadIdx.x) * 2) + 1206)];
  } else {
    condval_40 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1360)] = condval_40;
  float condval_41;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_41 = data_ptr[((((int)threadIdx.x) * 2) + 1207)];
  } else {
    condval_41 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1361)] = condval_41;
  float condval_42;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_42 = data_ptr[((((int)threadIdx.x) * 2) + 1274)];
  } else {
    condval_42 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1428)] = condval_42;
  float condval_43;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_43 = data_ptr[((((int)threadIdx.x) * 2) + 1275)];
  } else {
    condval_43 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1429)] = condval_43;
  float condval_44;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_44 = data_ptr[((((int)threadIdx.x) * 2) + 1342)];
  } else {
    condval_44 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1496)] = condval_44;
  float condval_45;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_45 = data_ptr[((((int)threadIdx.x) * 2) + 1343)];
  } else {
    condval_45 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1497)] = condval_45;
  float condval_46;
  if (((1 <= ((((((int)threadIdx.x) * 2) / 17) + 16) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) < 18)) && (1 <= ((((int)threadIdx.x) * 2) % 17))) {
    condval_46 = data_ptr[(((((((((int)threadIdx.x) * 2) + 1564) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
  } else {
    condval_46 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 1564) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_46;
  float condval_47;
  if (((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 17))) {
    condval_47 = data_ptr[(((((((((int)threadIdx.x) * 2) + 1565) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
  } else {
    condval_47 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 1565) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_47;
  float condval_48;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_48 = data_ptr[((((int)threadIdx.x) * 2) + 1444)];
  } else {
    condval_48 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1632)] = condval_48;
  float condval_49;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_49 = data_ptr[((((int)threadIdx.x) * 2) + 1445)];
  } else {
    condval_49 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1633)] = condval_49;
  float condval_50;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_50 = data_ptr[((((int)threadIdx.x) * 2) + 1512)];
  } else {
    condval_50 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1700)] = condval_50;
  float condval_51;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_51 = data_ptr[((((int)threadIdx.x) * 2) + 1513)];
  } else {
    condval_51 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1701)] = condval_51;
  float condval_52;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_52 = data_ptr[((((int)threadIdx.x) * 2) + 1580)];
  } else {
    condval_52 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1768)] = condval_52;
  float condval_53;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_53 = data_ptr[((((int)threadIdx.x) * 2) + 1581)];
  } else {
    condval_53 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1769)] = condval_53;
  float condval_54;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_54 = data_ptr[((((int)threadIdx.x) * 2) + 1648)];
  } else {
    condval_54 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1836)] = condval_54;
  float condval_55;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_55 = data_ptr[((((int)threadIdx.x) * 2) + 1649)];
  } else {
    condval_55 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1837)] = condval_55;
  float condval_56;
  if (((1 <= ((((((int)threadIdx.x) * 2) / 17) + 17) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) < 18)) && (1 <= ((((int)threadIdx.x) * 2) % 17))) {
    condval_56 = data_ptr[(((((((((int)threadIdx.x) * 2) + 1904) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
  } else {
    condval_56 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 1904) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_56;
  float condval_57;
  if (((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 17))) {
    condval_57 = data_ptr[(((((((((int)threadIdx.x) * 2) + 1905) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
  } else {
    condval_57 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 1905) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_57;
  float condval_58;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_58 = data_ptr[((((int)threadIdx.x) * 2) + 1750)];
  } else {
    condval_58 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1972)] = condval_58;
  float condval_59;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_59 = data_ptr[((((int)threadIdx.x) * 2) + 1751)];
  } else {
    condval_59 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1973)] = condval_59;
  float condval_60;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_60 = data_ptr[((((int)threadIdx.x) * 2) + 1818)];
  } else {
    condval_60 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2040)] = condval_60;
  float condval_61;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_61 = data_ptr[((((int)threadIdx.x) * 2) + 1819)];
  } else {
    condval_61 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2041)] = condval_61;
  float condval_62;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_62 = data_ptr[((((int)threadIdx.x) * 2) + 1886)];
  } else {
    condval_62 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2108)] = condval_62;
  float condval_63;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_63 = data_ptr[((((int)threadIdx.x) * 2) + 1887)];
  } else {
    condval_63 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2109)] = condval_63;
  float condval_64;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_64 = data_ptr[((((int)threadIdx.x) * 2) + 1954)];
  } else {
    condval_64 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2176)] = condval_64;
  float condval_65;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_65 = data_ptr[((((int)threadIdx.x) * 2) + 1955)];
  } else {
    condval_65 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2177)] = condval_65;
  float condval_66;
  if (((1 <= ((((((int)threadIdx.x) * 2) / 17) + 18) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) < 18)) && (1 <= ((((int)threadIdx.x) * 2) % 17))) {
    condval_66 = data_ptr[(((((((((int)threadIdx.x) * 2) + 2244) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 18)];
  } else {
    condval_66 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 2244) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_66;
  float condval_67;
  if (((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 17))) {
    condval_67 = data_ptr[(((((((((int)threadIdx.x) * 2) + 2245) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 18)];
  } else {
    condval_67 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((((((int)threadIdx.x) * 2) + 2245) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_67;
  float condval_68;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_68 = data_ptr[((((int)threadIdx.x) * 2) + 2056)];
  } else {
    condval_68 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2312)] = condval_68;
  float condval_69;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_69 = data_ptr[((((int)threadIdx.x) * 2) + 2057)];
  } else {
    condval_69 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2313)] = condval_69;
  float condval_70;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_70 = data_ptr[((((int)threadIdx.x) * 2) + 2124)];
  } else {
    condval_70 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2380)] = condval_70;
  float condval_71;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_71 = data_ptr[((((int)threadIdx.x) * 2) + 2125)];
  } else {
    condval_71 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2381)] = condval_71;
  float condval_72;
  if (1 <= ((((int)threadIdx.x) * 2) % 17)) {
    condval_72 = data_ptr[((((int)threadIdx.x) * 2) + 2192)];
  } else {
    condval_72 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2448)] = condval_72;
  float condval_73;
  if (1 <= (((((int)threadIdx.x) * 2) + 1) % 17)) {
    condval_73 = data_ptr[((((int)threadIdx.x) * 2) + 2193)];
  } else {
    condval_73 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2449)] = condval_73;
  float condval_74;
  if ((((int)threadIdx.x) < 26) && (1 <= ((((int)threadIdx.x) * 2) % 17))) {
    condval_74 = data_ptr[((((int)threadIdx.x) * 2) + 2260)];
  } else {
    condval_74 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2516)] = condval_74;
  float condval_75;
  if ((((int)threadIdx.x) < 25) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 17))) {
    condval_75 = data_ptr[((((int)threadIdx.x) * 2) + 2261)];
  } else {
    condval_75 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2517)] = condval_75;
  kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((int)blockIdx.x) * 18432) + ((((int)threadIdx.x) / 24) * 4608)) + ((((int)threadIdx.x) % 24) * 3))];
  kernel_shared_ptr[(((int)threadIdx.x) + 34)] = kernel_ptr[(((((int)blockIdx.x) * 18432) + (((((int)threadIdx.x) + 34) / 24) * 4608)) + (((((int)threadIdx.x) + 10) % 24) * 3))];
  if (((int)threadIdx.x) < 28) {
    kernel_shared_ptr[(((int)threadIdx.x) + 68)] = kernel_ptr[(((((int)blockIdx.x) * 18432) + (((((int)threadIdx.x) + 68) / 24) * 4608)) + (((((int)threadIdx.x) + 20) % 24) * 3))];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_76;
  if (8 < ((int)threadIdx.x)) {
    condval_76 = data_ptr[((((int)threadIdx.x) * 2) - 17)];
  } else {
    condval_76 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2584)] = condval_76;
  float condval_77;
  if (8 <= ((int)threadIdx.x)) {
    condval_77 = data_ptr[((((int)threadIdx.x) * 2) - 16)];
  } else {
    condval_77 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2585)] = condval_77;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2652)] = data_ptr[((((int)threadIdx.x) * 2) + 51)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2653)] = data_ptr[((((int)threadIdx.x) * 2) + 52)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2720)] = data_ptr[((((int)threadIdx.x) * 2) + 119)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2721)] = data_ptr[((((int)threadIdx.x) * 2) + 120)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2788)] = data_ptr[((((int)threadIdx.x) * 2) + 187)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2789)] = data_ptr[((((int)threadIdx.x) * 2) + 188)];
  float condval_78;
  if ((1 <= ((((((int)threadIdx.x) * 2) / 17) + 16) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) < 18)) {
    condval_78 = data_ptr[(((((((((int)threadIdx.x) * 2) + 272) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 17)];
  } else {
    condval_78 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2856)] = condval_78;
  float condval_79;
  if ((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) < 18)) {
    condval_79 = data_ptr[(((((((((int)threadIdx.x) * 2) + 273) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 17)];
  } else {
    condval_79 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2857)] = condval_79;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2924)] = data_ptr[((((int)threadIdx.x) * 2) + 289)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2925)] = data_ptr[((((int)threadIdx.x) * 2) + 290)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2992)] = data_ptr[((((int)threadIdx.x) * 2) + 357)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2993)] = data_ptr[((((int)threadIdx.x) * 2) + 358)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3060)] = data_ptr[((((int)threadIdx.x) * 2) + 425)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3061)] = data_ptr[((((int)threadIdx.x) * 2) + 426)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3128)] = data_ptr[((((int)threadIdx.x) * 2) + 493)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3129)] = data_ptr[((((int)threadIdx.x) * 2) + 494)];
  float condval_80;
  if ((1 <= ((((((int)threadIdx.x) * 2) / 17) + 17) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) < 18)) {
    condval_80 = data_ptr[(((((((((int)threadIdx.x) * 2) + 612) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 17)];
  } else {
    condval_80 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((((int)threadIdx.x) * 2) + 612) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + 2584)] = condval_80;
  float condval_81;
  if ((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) < 18)) {
    condval_81 = data_ptr[(((((((((int)threadIdx.x) * 2) + 613) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 17)];
  } else {
    condval_81 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((((int)threadIdx.x) * 2) + 613) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + 2584)] = condval_81;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3264)] = data_ptr[((((int)threadIdx.x) * 2) + 595)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3265)] = data_ptr[((((int)threadIdx.x) * 2) + 596)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3332)] = data_ptr[((((int)threadIdx.x) * 2) + 663)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3333)] = data_ptr[((((int)threadIdx.x) * 2) + 664)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3400)] = data_ptr[((((int)threadIdx.x) * 2) + 731)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3401)] = data_ptr[((((int)threadIdx.x) * 2) + 732)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3468)] = data_ptr[((((int)threadIdx.x) * 2) + 799)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3469)] = data_ptr[((((int)threadIdx.x) * 2) + 800)];
  float condval_82;
  if ((1 <= ((((((int)threadIdx.x) * 2) / 17) + 18) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) < 18)) {
    condval_82 = data_ptr[(((((((((int)threadIdx.x) * 2) + 952) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 17)];
  } else {
    condval_82 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((((int)threadIdx.x) * 2) + 952) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + 2584)] = condval_82;
  float condval_83;
  if ((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) < 18)) {
    condval_83 = data_ptr[(((((((((int)threadIdx.x) * 2) + 953) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 17)];
  } else {
    condval_83 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((((int)threadIdx.x) * 2) + 953) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + 2584)] = condval_83;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3604)] = data_ptr[((((int)threadIdx.x) * 2) + 901)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3605)] = data_ptr[((((int)threadIdx.x) * 2) + 902)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3672)] = data_ptr[((((int)threadIdx.x) * 2) + 969)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3673)] = data_ptr[((((int)threadIdx.x) * 2) + 970)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3740)] = data_ptr[((((int)threadIdx.x) * 2) + 1037)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3741)] = data_ptr[((((int)threadIdx.x) * 2) + 1038)];
  float condval_84;
  if (((int)threadIdx.x) < 26) {
    condval_84 = data_ptr[((((int)threadIdx.x) * 2) + 1105)];
  } else {
    condval_84 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3808)] = condval_84;
  float condval_85;
  if (((int)threadIdx.x) < 25) {
    condval_85 = data_ptr[((((int)threadIdx.x) * 2) + 1106)];
  } else {
    condval_85 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3809)] = condval_85;
  float condval_86;
  if (8 < ((int)threadIdx.x)) {
    condval_86 = data_ptr[((((int)threadIdx.x) * 2) + 1139)];
  } else {
    condval_86 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3876)] = condval_86;
  float condval_87;
  if (8 <= ((int)threadIdx.x)) {
    condval_87 = data_ptr[((((int)threadIdx.x) * 2) + 1140)];
  } else {
    condval_87 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3877)] = condval_87;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3944)] = data_ptr[((((int)threadIdx.x) * 2) + 1207)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3945)] = data_ptr[((((int)threadIdx.x) * 2) + 1208)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4012)] = data_ptr[((((int)threadIdx.x) * 2) + 1275)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4013)] = data_ptr[((((int)threadIdx.x) * 2) + 1276)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4080)] = data_ptr[((((int)threadIdx.x) * 2) + 1343)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4081)] = data_ptr[((((int)threadIdx.x) * 2) + 1344)];
  float condval_88;
  if ((1 <= ((((((int)threadIdx.x) * 2) / 17) + 16) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) < 18)) {
    condval_88 = data_ptr[(((((((((int)threadIdx.x) * 2) + 1564) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 17)];
  } else {
    condval_88 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((((int)threadIdx.x) * 2) + 1564) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + 2584)] = condval_88;
  float condval_89;
  if ((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) < 18)) {
    condval_89 = data_ptr[(((((((((int)threadIdx.x) * 2) + 1565) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 17)];
  } else {
    condval_89 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((((int)threadIdx.x) * 2) + 1565) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + 2584)] = condval_89;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4216)] = data_ptr[((((int)threadIdx.x) * 2) + 1445)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4217)] = data_ptr[((((int)threadIdx.x) * 2) + 1446)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4284)] = data_ptr[((((int)threadIdx.x) * 2) + 1513)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4285)] = data_ptr[((((int)threadIdx.x) * 2) + 1514)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4352)] = data_ptr[((((int)threadIdx.x) * 2) + 1581)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4353)] = data_ptr[((((int)threadIdx.x) * 2) + 1582)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4420)] = data_ptr[((((int)threadIdx.x) * 2) + 1649)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4421)] = data_ptr[((((int)threadIdx.x) * 2) + 1650)];
  float condval_90;
  if ((1 <= ((((((int)threadIdx.x) * 2) / 17) + 17) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) < 18)) {
    condval_90 = data_ptr[(((((((((int)threadIdx.x) * 2) + 1904) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 17)];
  } else {
    condval_90 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((((int)threadIdx.x) * 2) + 1904) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + 2584)] = condval_90;
  float condval_91;
  if ((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) < 18)) {
    condval_91 = data_ptr[(((((((((int)threadIdx.x) * 2) + 1905) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 17)];
  } else {
    condval_91 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((((int)threadIdx.x) * 2) + 1905) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + 2584)] = condval_91;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4556)] = data_ptr[((((int)threadIdx.x) * 2) + 1751)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4557)] = data_ptr[((((int)threadIdx.x) * 2) + 1752)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4624)] = data_ptr[((((int)threadIdx.x) * 2) + 1819)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4625)] = data_ptr[((((int)threadIdx.x) * 2) + 1820)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4692)] = data_ptr[((((int)threadIdx.x) * 2) + 1887)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4693)] = data_ptr[((((int)threadIdx.x) * 2) + 1888)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4760)] = data_ptr[((((int)threadIdx.x) * 2) + 1955)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4761)] = data_ptr[((((int)threadIdx.x) * 2) + 1956)];
  float condval_92;
  if ((1 <= ((((((int)threadIdx.x) * 2) / 17) + 18) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) < 18)) {
    condval_92 = data_ptr[(((((((((int)threadIdx.x) * 2) + 2244) / 323) * 289) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) - 17)];
  } else {
    condval_92 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((((int)threadIdx.x) * 2) + 2244) / 323) * 323) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + 2584)] = condval_92;
  float condval_93;
  if ((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) < 18)) {
    condval_93 = data_ptr[(((((((((int)threadIdx.x) * 2) + 2245) / 323) * 289) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) - 17)];
  } else {
    condval_93 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((((((((int)threadIdx.x) * 2) + 2245) / 323) * 323) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + 2584)] = condval_93;
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4896)] = data_ptr[((((int)threadIdx.x) * 2) + 2057)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4897)] = data_ptr[((((int)threadIdx.x) * 2) + 2058)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4964)] = data_ptr[((((int)threadIdx.x) * 2) + 2125)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4965)] = data_ptr[((((int)threadIdx.x) * 2) + 2126)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 5032)] = data_ptr[((((int)threadIdx.x) * 2) + 2193)];
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 5033)] = data_ptr[((((int)threadIdx.x) * 2) + 2194)];
  float condval_94;
  if (((int)threadIdx.x) < 26) {
    condval_94 = data_ptr[((((int)threadIdx.x) * 2) + 2261)];
  } else {
    condval_94 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 5100)] = condval_94;
  float condval_95;
  if (((int)threadIdx.x) < 25) {
    condval_95 = data_ptr[((((int)threadIdx.x) * 2) + 2262)];
  } else {
    condval_95 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 5101)] = condval_95;
  kernel_shared_ptr[(((int)threadIdx.x) + 96)] = kernel_ptr[((((((int)blockIdx.x) * 18432) + ((((int)threadIdx.x) / 24) * 4608)) + ((((int)threadIdx.x) % 24) * 3)) + 1)];
  kernel_shared_ptr[(((int)threadIdx.x) + 130)] = kernel_ptr[((((((int)blockIdx.x) * 18432) + (((((int)threadIdx.x) + 34) / 24) * 4608)) + (((((int)threadIdx.x) + 10) % 24) * 3)) + 1)];
  if (((int)threadIdx.x) < 28) {
    kernel_shared_ptr[(((int)threadIdx.x) + 164)] = kernel_ptr[((((((int)blockIdx.x) * 18432) + (((((int)threadIdx.x) + 68) / 24) * 4608)) + (((((int)threadIdx.x) + 20) % 24) * 3)) + 1)];
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v7 = (((int)threadIdx.x) % 17);
  int cse_v8 = (((int)threadIdx.x) / 17);
  int cse_v22 = ((((int)threadIdx.x) / 17) * 24);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 190; ++rc_0_ry_0_rx_0_fused) {
    int cse_v5 = (rc_0_ry_0_rx_0_fused + 2);
    int cse_v20 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v21 = ((rc_0_ry_0_rx_0_fused + 2) / 3);
    int cse_v40 = (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3));
    int cse_v41 = (((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312);
    int cse_v42 = (((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584);
    int cse_v112 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2));
    int cse_v139 = (((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3));
    __syncthreads();
    float condval_96;
    if (((8 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_96 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_96 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2))] = condval_96;
    int cse_v113 = ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3));
    int cse_v114 = (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1);
    int cse_v140 = ((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1);
    float condval_97;
    if (((8 <= ((int)threadIdx.x)) && (1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_97 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 17)];
    } else {
      condval_97 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1)] = condval_97;
    float condval_98;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_98 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 50)];
    } else {
      condval_98 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 68)] = condval_98;
    float condval_99;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_99 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 51)];
    } else {
      condval_99 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 69)] = condval_99;
    float condval_100;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_100 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 118)];
    } else {
      condval_100 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 136)] = condval_100;
    float condval_101;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_101 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 119)];
    } else {
      condval_101 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 137)] = condval_101;
    float condval_102;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_102 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 186)];
    } else {
      condval_102 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 204)] = condval_102;
    float condval_103;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_103 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 187)];
    } else {
      condval_103 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 205)] = condval_103;
    float condval_104;
    if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 16) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_104 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 272) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_104 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 272)] = condval_104;
    float condval_105;
    if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) < 18)) && (1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_105 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 273) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_105 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 273)] = condval_105;
    float condval_106;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_106 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 288)];
    } else {
      condval_106 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 340)] = condval_106;
    float condval_107;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_107 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 289)];
    } else {
      condval_107 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 341)] = condval_107;
    float condval_108;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_108 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 356)];
    } else {
      condval_108 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 408)] = condval_108;
    float condval_109;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_109 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 357)];
    } else {
      condval_109 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 409)] = condval_109;
    float condval_110;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_110 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 424)];
    } else {
      condval_110 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 476)] = condval_110;
    float condval_111;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_111 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 425)];
    } else {
      condval_111 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 477)] = condval_111;
    float condval_112;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_112 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 492)];
    } else {
      condval_112 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 544)] = condval_112;
    float condval_113;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_113 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 493)];
    } else {
      condval_113 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 545)] = condval_113;
    float condval_114;
    if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 17) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_114 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 612) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_114 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((((((int)threadIdx.x) * 2) + 612) / 323) * 323)) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_114;
    float condval_115;
    if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) < 18)) && (1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_115 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 613) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_115 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((((((int)threadIdx.x) * 2) + 613) / 323) * 323)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_115;
    float condval_116;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_116 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 594)];
    } else {
      condval_116 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 680)] = condval_116;
    float condval_117;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_117 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 595)];
    } else {
      condval_117 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 681)] = condval_117;
    float condval_118;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_118 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 662)];
    } else {
      condval_118 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 748)] = condval_118;
    float condval_119;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_119 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 663)];
    } else {
      condval_119 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 749)] = condval_119;
    float condval_120;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_120 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 730)];
    } else {
      condval_120 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 816)] = condval_120;
    float condval_121;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_121 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 731)];
    } else {
      condval_121 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 817)] = condval_121;
    float condval_122;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_122 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 798)];
    } else {
      condval_122 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 884)] = condval_122;
    float condval_123;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_123 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 799)];
    } else {
      condval_123 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 885)] = condval_123;
    float condval_124;
    if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 18) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_124 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 952) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_124 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((((((int)threadIdx.x) * 2) + 952) / 323) * 323)) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_124;
    float condval_125;
    if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) < 18)) && (1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_125 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 953) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_125 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((((((int)threadIdx.x) * 2) + 953) / 323) * 323)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_125;
    float condval_126;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_126 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 900)];
    } else {
      condval_126 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1020)] = condval_126;
    float condval_127;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_127 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 901)];
    } else {
      condval_127 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1021)] = condval_127;
    float condval_128;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_128 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 968)];
    } else {
      condval_128 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1088)] = condval_128;
    float condval_129;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_129 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 969)];
    } else {
      condval_129 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1089)] = condval_129;
    float condval_130;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_130 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1036)];
    } else {
      condval_130 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1156)] = condval_130;
    float condval_131;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_131 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1037)];
    } else {
      condval_131 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1157)] = condval_131;
    float condval_132;
    if (((((int)threadIdx.x) < 26) && (1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_132 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1104)];
    } else {
      condval_132 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1224)] = condval_132;
    float condval_133;
    if (((((int)threadIdx.x) < 25) && (1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_133 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1105)];
    } else {
      condval_133 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1225)] = condval_133;
    float condval_134;
    if (((8 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_134 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1138)];
    } else {
      condval_134 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1292)] = condval_134;
    float condval_135;
    if (((8 <= ((int)threadIdx.x)) && (1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_135 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1139)];
    } else {
      condval_135 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1293)] = condval_135;
    float condval_136;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_136 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1206)];
    } else {
      condval_136 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1360)] = condval_136;
    float condval_137;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_137 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1207)];
    } else {
      condval_137 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1361)] = condval_137;
    float condval_138;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_138 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1274)];
    } else {
      condval_138 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1428)] = condval_138;
    float condval_139;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_139 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1275)];
    } else {
      condval_139 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1429)] = condval_139;
    float condval_140;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_140 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1342)];
    } else {
      condval_140 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1496)] = condval_140;
    float condval_141;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_141 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1343)];
    } else {
      condval_141 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1497)] = condval_141;
    float condval_142;
    if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 16) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_142 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 1564) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_142 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((((((int)threadIdx.x) * 2) + 1564) / 323) * 323)) + (((((((int)threadIdx.x) * 2) / 17) + 16) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_142;
    float condval_143;
    if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) < 18)) && (1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_143 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 1565) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_143 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((((((int)threadIdx.x) * 2) + 1565) / 323) * 323)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 16) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_143;
    float condval_144;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_144 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1444)];
    } else {
      condval_144 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1632)] = condval_144;
    float condval_145;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_145 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1445)];
    } else {
      condval_145 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1633)] = condval_145;
    float condval_146;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_146 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1512)];
    } else {
      condval_146 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1700)] = condval_146;
    float condval_147;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_147 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1513)];
    } else {
      condval_147 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1701)] = condval_147;
    float condval_148;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_148 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1580)];
    } else {
      condval_148 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1768)] = condval_148;
    float condval_149;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_149 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1581)];
    } else {
      condval_149 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1769)] = condval_149;
    float condval_150;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_150 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1648)];
    } else {
      condval_150 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1836)] = condval_150;
    float condval_151;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_151 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1649)];
    } else {
      condval_151 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1837)] = condval_151;
    float condval_152;
    if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 17) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_152 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 1904) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_152 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((((((int)threadIdx.x) * 2) + 1904) / 323) * 323)) + (((((((int)threadIdx.x) * 2) / 17) + 17) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_152;
    float condval_153;
    if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) < 18)) && (1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_153 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 1905) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_153 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((((((int)threadIdx.x) * 2) + 1905) / 323) * 323)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 17) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_153;
    float condval_154;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_154 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1750)];
    } else {
      condval_154 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1972)] = condval_154;
    float condval_155;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_155 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1751)];
    } else {
      condval_155 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 1973)] = condval_155;
    float condval_156;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_156 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1818)];
    } else {
      condval_156 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2040)] = condval_156;
    float condval_157;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_157 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1819)];
    } else {
      condval_157 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2041)] = condval_157;
    float condval_158;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_158 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1886)];
    } else {
      condval_158 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2108)] = condval_158;
    float condval_159;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_159 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1887)];
    } else {
      condval_159 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2109)] = condval_159;
    float condval_160;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_160 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1954)];
    } else {
      condval_160 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2176)] = condval_160;
    float condval_161;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_161 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 1955)];
    } else {
      condval_161 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2177)] = condval_161;
    float condval_162;
    if ((((1 <= ((((((int)threadIdx.x) * 2) / 17) + 18) % 19)) && (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) < 18)) && (1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_162 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 2244) / 323) * 289)) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_162 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((((((int)threadIdx.x) * 2) + 2244) / 323) * 323)) + (((((((int)threadIdx.x) * 2) / 17) + 18) % 19) * 17)) + ((((int)threadIdx.x) * 2) % 17))] = condval_162;
    float condval_163;
    if ((((1 <= (((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19)) && ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) < 18)) && (1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_163 = data_ptr[((((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + ((((((int)threadIdx.x) * 2) + 2245) / 323) * 289)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) - 18)];
    } else {
      condval_163 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + ((((((int)threadIdx.x) * 2) + 2245) / 323) * 323)) + ((((((((int)threadIdx.x) * 2) + 1) / 17) + 18) % 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 17))] = condval_163;
    float condval_164;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_164 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2056)];
    } else {
      condval_164 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2312)] = condval_164;
    float condval_165;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_165 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2057)];
    } else {
      condval_165 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2313)] = condval_165;
    float condval_166;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_166 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2124)];
    } else {
      condval_166 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2380)] = condval_166;
    float condval_167;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_167 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2125)];
    } else {
      condval_167 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2381)] = condval_167;
    float condval_168;
    if ((1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_168 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2192)];
    } else {
      condval_168 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2448)] = condval_168;
    float condval_169;
    if ((1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_169 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2193)];
    } else {
      condval_169 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2449)] = condval_169;
    float condval_170;
    if (((((int)threadIdx.x) < 26) && (1 <= (((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && ((((((int)threadIdx.x) * 2) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_170 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2260)];
    } else {
      condval_170 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2516)] = condval_170;
    float condval_171;
    if (((((int)threadIdx.x) < 25) && (1 <= ((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)))) && (((((((int)threadIdx.x) * 2) + 1) % 17) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) < 18)) {
      condval_171 = data_ptr[((((((rc_0_ry_0_rx_0_fused + 2) / 3) * 2312) + (((int)threadIdx.x) * 2)) + ((rc_0_ry_0_rx_0_fused + 2) % 3)) + 2261)];
    } else {
      condval_171 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2584) + (((int)threadIdx.x) * 2)) + 2517)] = condval_171;
    int cse_v43 = (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72);
    int cse_v115 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 96) + ((int)threadIdx.x));
    kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 96) + ((int)threadIdx.x))] = kernel_ptr[(((((((int)blockIdx.x) * 18432) + ((((int)threadIdx.x) / 24) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + ((((int)threadIdx.x) % 24) * 3)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))];
    kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 96) + ((int)threadIdx.x)) + 34)] = kernel_ptr[(((((((int)blockIdx.x) * 18432) + (((((int)threadIdx.x) + 34) / 24) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + (((((int)threadIdx.x) + 10) % 24) * 3)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))];
    if (((int)threadIdx.x) < 28) {
      kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 96) + ((int)threadIdx.x)) + 68)] = kernel_ptr[(((((((int)blockIdx.x) * 18432) + (((((int)threadIdx.x) + 68) / 24) * 4608)) + (((rc_0_ry_0_rx_0_fused + 2) / 3) * 72)) + (((((int)threadIdx.x) + 20) % 24) * 3)) + ((rc_0_ry_0_rx_0_fused + 2) % 3))];
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 8; ++rc_1) {
      int cse_v6 = (rc_0_ry_0_rx_0_fused % 3);
      int cse_v116 = ((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17));
      int cse_v117 = ((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      int cse_v141 = (((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v142 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 17);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v143 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 34);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v144 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 51);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v145 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 68);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v146 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 85);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v147 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 102);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v148 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 119);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v149 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 136);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 136)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 136)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v150 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 153);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v151 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 170);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 170)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 170)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v152 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 187);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 187)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 187)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v153 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 204);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 204)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 204)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v154 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 221);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 221)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 221)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v155 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 238);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 238)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 238)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v156 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 255);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 255)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 255)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v157 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 272);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 272)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3))]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 272)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 48)]));
      int cse_v158 = (((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      int cse_v159 = (((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 17)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 136)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 136)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 170)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 170)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 187)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 187)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 204)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 204)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 221)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 221)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 238)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 238)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 255)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 255)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 272)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 272)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      int cse_v160 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 289);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 289)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 289)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 49)]));
      int cse_v161 = (((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      int cse_v162 = (((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 34)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 51)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 68)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 85)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 102)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 119)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 136)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 136)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 153)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 170)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 170)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 187)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 187)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 204)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 204)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 221)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 221)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 238)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 238)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 255)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 255)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 272)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 272)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 289)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 289)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
      int cse_v163 = (((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 306);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 306)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 2584) + (rc_1 * 323)) + (((int)threadIdx.x) % 17)) + 306)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 96) + ((((int)threadIdx.x) / 17) * 24)) + (rc_1 * 3)) + 50)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 8; ++rc_1_1) {
    int cse_v23 = ((rc_1_1 * 323) + (((int)threadIdx.x) % 17));
    int cse_v44 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2584);
    int cse_v45 = (((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3));
    int cse_v118 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    int cse_v119 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2584)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v46 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2601);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2601)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2601)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v47 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2618);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2618)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2618)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v48 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2635);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2635)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2635)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v49 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2652);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2652)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2652)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v50 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2669);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2669)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2669)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v51 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2686);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2686)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2686)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v52 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2703);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2703)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2703)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v53 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2720);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2720)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2720)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v54 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2737);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2737)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2737)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v55 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2754);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2754)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2754)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v56 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2771);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2771)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2771)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v57 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2788);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2788)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2788)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v58 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2805);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2805)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2805)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v59 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2822);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2822)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2822)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v60 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2839);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2839)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2839)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v61 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2856);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2856)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 96)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2856)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 144)]));
    int cse_v120 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2601)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    int cse_v121 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2601)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2618)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2618)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2635)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2635)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2652)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2652)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2669)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2669)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2686)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2686)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2703)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2703)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2720)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2720)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2737)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2737)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2754)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2754)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2771)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2771)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2788)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2788)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2805)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2805)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2822)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2822)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2839)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2839)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2856)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2856)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    int cse_v62 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2873);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2873)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 97)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2873)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 145)]));
    int cse_v122 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2618)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    int cse_v123 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2618)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2635)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2635)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2652)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2652)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2669)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2669)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2686)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2686)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2703)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2703)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2720)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2720)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2737)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2737)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2754)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2754)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2771)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2771)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2788)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2788)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2805)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2805)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2822)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2822)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2839)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2839)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2856)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2856)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2873)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2873)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
    int cse_v63 = (((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2890);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2890)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 98)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((rc_1_1 * 323) + (((int)threadIdx.x) % 17)) + 2890)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_1 * 3)) + 146)]));
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 8; ++rc_1_2) {
    int cse_v24 = ((rc_1_2 * 323) + (((int)threadIdx.x) % 17));
    int cse_v64 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5168);
    int cse_v65 = (((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3));
    int cse_v124 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5168)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    int cse_v125 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5168)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v66 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5185);
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5185)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5185)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v67 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5202);
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5202)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5202)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v68 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5219);
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5219)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5219)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v69 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5236);
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5236)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5236)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v70 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5253);
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5253)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5253)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v71 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5270);
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5270)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5270)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v72 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5287);
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5287)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5287)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v73 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5304);
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5304)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5304)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v74 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5321);
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5321)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5321)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v75 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5338);
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5338)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5338)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v76 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5355);
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5355)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5355)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v77 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5372);
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v78 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5389);
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5389)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5389)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v79 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5406);
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5406)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5406)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v80 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5423);
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5423)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5423)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v81 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5440);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5440)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 192)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5440)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 240)]));
    int cse_v126 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5185)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    int cse_v127 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5185)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5202)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5202)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5219)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5219)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5236)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5236)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5253)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5253)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5270)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5270)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5287)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5287)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5304)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5304)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5321)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5321)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5338)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5338)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5355)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5355)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5389)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5389)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5406)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5406)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5423)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5423)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5440)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5440)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    int cse_v82 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5457);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5457)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 193)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5457)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 241)]));
    int cse_v128 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194);
    conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5202)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    int cse_v129 = ((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242);
    conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5202)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5219)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5219)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5236)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5236)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5253)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5253)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5270)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5270)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5287)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5287)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5304)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5304)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5321)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5321)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5338)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5338)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5355)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5355)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5372)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5389)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5389)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5406)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5406)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5423)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5423)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5440)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5440)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5457)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5457)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
    int cse_v83 = (((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5474);
    conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5474)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 194)]));
    conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[(((rc_1_2 * 323) + (((int)threadIdx.x) % 17)) + 5474)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 24) + (rc_1_2 * 3)) + 242)]));
  }
  int cse_v130 = (((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 578)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 17)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 595)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 34)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 612)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 51)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 629)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 68)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 646)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 85)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 663)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 102)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 680)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 119)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 697)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 136)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 714)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 153)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 731)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 170)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 748)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 187)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 765)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 204)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 782)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 221)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 799)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 238)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 816)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 255)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 833)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 272)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 1156) + ((((int)threadIdx.x) / 17) * 289)) + (((int)threadIdx.x) % 17)) + 850)] = conv2d_nchw_local_ptr[33];
}

