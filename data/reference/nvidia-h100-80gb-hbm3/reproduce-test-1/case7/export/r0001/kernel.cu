
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
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1() {
  asm volatile("cp.async.wait_group 1;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2() {
  asm volatile("cp.async.wait_group 2;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0() {
  asm volatile("cp.async.wait_group 0;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3() {
  asm volatile("cp.async.wait_group 3;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_commit_group_async_commit_group() {
  asm volatile("cp.async.commit_group;" :  : );
}
extern "C" __global__ void __launch_bounds__(68) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(68) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[68];
  __shared__ alignas(64) float pad_temp_shared_ptr[5776];
  __shared__ alignas(64) float kernel_shared_ptr[2304];
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
  conv2d_nchw_local_ptr[64] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[65] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[66] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[67] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) * 2);
  int cse_v2 = (((int)blockIdx.x) * 73728);
  int cse_v8 = ((((int)threadIdx.x) * 2) % 19);
  int cse_v9 = ((((int)threadIdx.x) * 2) + 1);
  int cse_v10 = ((((int)threadIdx.x) * 2) + 136);
  int cse_v11 = ((((int)threadIdx.x) * 2) + 137);
  int cse_v12 = ((((int)threadIdx.x) * 2) + 272);
  int cse_v13 = ((((int)threadIdx.x) * 2) + 6);
  int cse_v14 = ((((int)threadIdx.x) * 2) + 273);
  int cse_v16 = ((((int)threadIdx.x) * 2) + 12);
  int cse_v18 = ((((int)threadIdx.x) * 2) + 680);
  int cse_v19 = ((((int)threadIdx.x) * 2) + 681);
  int cse_v20 = ((((int)threadIdx.x) * 2) + 952);
  int cse_v21 = ((((int)threadIdx.x) * 2) + 953);
  int cse_v22 = ((((int)threadIdx.x) * 2) + 5);
  int cse_v23 = ((((int)threadIdx.x) % 18) * 2);
  int cse_v24 = ((((int)blockIdx.x) * 73728) + (((int)threadIdx.x) * 2));
  int cse_v28 = (((((int)threadIdx.x) * 2) / 19) * 17);
  int cse_v29 = (((((int)threadIdx.x) * 2) + 1) % 19);
  int cse_v30 = (((((int)threadIdx.x) * 2) + 3) % 19);
  int cse_v31 = (((((int)threadIdx.x) * 2) + 4) % 19);
  int cse_v32 = (((((int)threadIdx.x) * 2) + 272) % 361);
  int cse_v33 = (((((int)threadIdx.x) * 2) + 6) % 19);
  int cse_v34 = (((((int)threadIdx.x) * 2) + 273) % 361);
  int cse_v35 = (((((int)threadIdx.x) * 2) + 7) % 19);
  int cse_v36 = (((((int)threadIdx.x) * 2) + 9) % 19);
  int cse_v37 = (((((int)threadIdx.x) * 2) + 10) % 19);
  int cse_v38 = (((((int)threadIdx.x) * 2) + 12) % 19);
  int cse_v39 = (((((int)threadIdx.x) * 2) + 13) % 19);
  int cse_v40 = (((((int)threadIdx.x) * 2) + 319) % 361);
  int cse_v41 = (((((int)threadIdx.x) * 2) + 15) % 19);
  int cse_v42 = (((((int)threadIdx.x) * 2) + 320) % 361);
  int cse_v43 = (((((int)threadIdx.x) * 2) + 16) % 19);
  int cse_v44 = (((((int)threadIdx.x) * 2) + 18) % 19);
  int cse_v45 = (((((int)threadIdx.x) * 2) + 230) % 361);
  int cse_v46 = (((((int)threadIdx.x) * 2) + 2) % 19);
  int cse_v47 = (((((int)threadIdx.x) * 2) + 231) % 361);
  int cse_v48 = (((((int)threadIdx.x) * 2) + 5) % 19);
  int cse_v49 = (((((int)threadIdx.x) * 2) + 8) % 19);
  int cse_v50 = (((((int)threadIdx.x) * 2) + 11) % 19);
  int cse_v51 = ((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 18) * 4608));
  int cse_v52 = (((((int)threadIdx.x) * 2) + 28) % 36);
  int cse_v53 = (((((int)threadIdx.x) * 2) + 20) % 36);
  int cse_v54 = (((((int)threadIdx.x) * 2) + 12) % 36);
  int cse_v58 = ((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19));
  int cse_v59 = ((((((int)threadIdx.x) * 2) + 1) / 19) * 17);
  int cse_v60 = ((((((int)threadIdx.x) * 2) + 136) / 19) * 17);
  int cse_v61 = ((((((int)threadIdx.x) * 2) + 137) / 19) * 17);
  int cse_v62 = ((((((int)threadIdx.x) * 2) + 272) / 361) * 289);
  int cse_v63 = ((((((int)threadIdx.x) * 2) + 273) / 361) * 289);
  int cse_v64 = ((((((int)threadIdx.x) * 2) + 47) / 19) * 17);
  int cse_v65 = ((((((int)threadIdx.x) * 2) + 48) / 19) * 17);
  int cse_v66 = ((((((int)threadIdx.x) * 2) + 183) / 19) * 17);
  int cse_v67 = ((((((int)threadIdx.x) * 2) + 184) / 19) * 17);
  int cse_v68 = ((((((int)threadIdx.x) * 2) + 680) / 361) * 289);
  int cse_v69 = ((((((int)threadIdx.x) * 2) + 681) / 361) * 289);
  int cse_v70 = ((((((int)threadIdx.x) * 2) + 94) / 19) * 17);
  int cse_v71 = ((((((int)threadIdx.x) * 2) + 952) / 361) * 289);
  int cse_v72 = ((((((int)threadIdx.x) * 2) + 953) / 361) * 289);
  int cse_v73 = ((((((int)threadIdx.x) * 2) + 5) / 19) * 17);
  int cse_v74 = ((((((int)threadIdx.x) * 2) + 6) / 19) * 17);
  int cse_v75 = ((((((int)threadIdx.x) * 2) + 141) / 19) * 17);
  int cse_v76 = ((((((int)threadIdx.x) * 2) + 142) / 19) * 17);
  int cse_v77 = ((((((int)threadIdx.x) * 2) + 277) / 19) * 17);
  int cse_v78 = ((((((int)threadIdx.x) * 2) + 278) / 19) * 17);
  int cse_v79 = (((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 18) * 4608)) + ((((int)threadIdx.x) % 18) * 2));
  int cse_v80 = ((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 18) * 4608));
  int cse_v81 = ((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 136) / 18) * 4608));
  int cse_v82 = ((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 204) / 18) * 4608));
  int cse_v203 = (((((((int)threadIdx.x) * 2) + 1) / 19) * 17) + (((((int)threadIdx.x) * 2) + 1) % 19));
  int cse_v204 = (((((((int)threadIdx.x) * 2) + 136) / 19) * 17) + (((((int)threadIdx.x) * 2) + 3) % 19));
  int cse_v205 = (((((((int)threadIdx.x) * 2) + 137) / 19) * 17) + (((((int)threadIdx.x) * 2) + 4) % 19));
  int cse_v206 = (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17);
  int cse_v207 = (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17);
  int cse_v208 = (((((((int)threadIdx.x) * 2) + 47) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19));
  int cse_v209 = (((((((int)threadIdx.x) * 2) + 48) / 19) * 17) + (((((int)threadIdx.x) * 2) + 10) % 19));
  int cse_v210 = (((((((int)threadIdx.x) * 2) + 183) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19));
  int cse_v211 = (((((((int)threadIdx.x) * 2) + 184) / 19) * 17) + (((((int)threadIdx.x) * 2) + 13) % 19));
  int cse_v212 = (((((((int)threadIdx.x) * 2) + 319) % 361) / 19) * 17);
  int cse_v213 = (((((((int)threadIdx.x) * 2) + 320) % 361) / 19) * 17);
  int cse_v214 = (((((((int)threadIdx.x) * 2) + 94) / 19) * 17) + (((((int)threadIdx.x) * 2) + 18) % 19));
  int cse_v215 = (((((((int)threadIdx.x) * 2) + 230) % 361) / 19) * 17);
  int cse_v216 = (((((((int)threadIdx.x) * 2) + 231) % 361) / 19) * 17);
  int cse_v217 = (((((((int)threadIdx.x) * 2) + 5) / 19) * 17) + (((((int)threadIdx.x) * 2) + 5) % 19));
  int cse_v218 = (((((((int)threadIdx.x) * 2) + 6) / 19) * 17) + (((((int)threadIdx.x) * 2) + 6) % 19));
  int cse_v219 = (((((((int)threadIdx.x) * 2) + 141) / 19) * 17) + (((((int)threadIdx.x) * 2) + 8) % 19));
  int cse_v220 = (((((((int)threadIdx.x) * 2) + 142) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19));
  int cse_v221 = (((((((int)threadIdx.x) * 2) + 277) / 19) * 17) + (((((int)threadIdx.x) * 2) + 11) % 19));
  int cse_v222 = (((((((int)threadIdx.x) * 2) + 278) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19));
  int cse_v223 = (((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 28) % 36));
  int cse_v224 = (((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 136) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 20) % 36));
  int cse_v225 = (((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 204) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 12) % 36));
  int cse_v361 = ((((((((int)threadIdx.x) * 2) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19));
  int cse_v362 = ((((((((int)threadIdx.x) * 2) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19));
  int cse_v363 = ((((((((int)threadIdx.x) * 2) + 680) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 319) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 15) % 19));
  int cse_v364 = ((((((((int)threadIdx.x) * 2) + 681) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 320) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 16) % 19));
  int cse_v365 = ((((((((int)threadIdx.x) * 2) + 952) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 230) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 2) % 19));
  int cse_v366 = ((((((((int)threadIdx.x) * 2) + 953) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 231) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 3) % 19));
  int cse_v15 = ((((int)threadIdx.x) * 2) + 408);
  int cse_v17 = ((((int)threadIdx.x) * 2) + 544);
  float condval;
  if (((9 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval = data_ptr[(((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19)) - 18)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 2)] = condval;
  float condval_1;
  if (((9 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 19))) && ((((((int)threadIdx.x) * 2) + 1) % 19) < 18)) {
    condval_1 = data_ptr[((((((((int)threadIdx.x) * 2) + 1) / 19) * 17) + (((((int)threadIdx.x) * 2) + 1) % 19)) - 18)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1)] = condval_1;
  float condval_2;
  if ((1 <= (((((int)threadIdx.x) * 2) + 3) % 19)) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
    condval_2 = data_ptr[((((((((int)threadIdx.x) * 2) + 136) / 19) * 17) + (((((int)threadIdx.x) * 2) + 3) % 19)) - 18)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 136)] = condval_2;
  float condval_3;
  if ((1 <= (((((int)threadIdx.x) * 2) + 4) % 19)) && ((((((int)threadIdx.x) * 2) + 4) % 19) < 18)) {
    condval_3 = data_ptr[((((((((int)threadIdx.x) * 2) + 137) / 19) * 17) + (((((int)threadIdx.x) * 2) + 4) % 19)) - 18)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 137)] = condval_3;
  float condval_4;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 272) % 361)) && ((((((int)threadIdx.x) * 2) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_4 = data_ptr[(((((((((int)threadIdx.x) * 2) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) - 18)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 272)] = condval_4;
  float condval_5;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 273) % 361)) && ((((((int)threadIdx.x) * 2) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 7) % 19))) && ((((((int)threadIdx.x) * 2) + 7) % 19) < 18)) {
    condval_5 = data_ptr[(((((((((int)threadIdx.x) * 2) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19)) - 18)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 273)] = condval_5;
  float condval_6;
  if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
    condval_6 = data_ptr[((((((((int)threadIdx.x) * 2) + 47) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 271)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 408)] = condval_6;
  float condval_7;
  if ((1 <= (((((int)threadIdx.x) * 2) + 10) % 19)) && ((((((int)threadIdx.x) * 2) + 10) % 19) < 18)) {
    condval_7 = data_ptr[((((((((int)threadIdx.x) * 2) + 48) / 19) * 17) + (((((int)threadIdx.x) * 2) + 10) % 19)) + 271)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 409)] = condval_7;
  float condval_8;
  if ((1 <= (((((int)threadIdx.x) * 2) + 12) % 19)) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
    condval_8 = data_ptr[((((((((int)threadIdx.x) * 2) + 183) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 271)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 544)] = condval_8;
  float condval_9;
  if ((1 <= (((((int)threadIdx.x) * 2) + 13) % 19)) && ((((((int)threadIdx.x) * 2) + 13) % 19) < 18)) {
    condval_9 = data_ptr[((((((((int)threadIdx.x) * 2) + 184) / 19) * 17) + (((((int)threadIdx.x) * 2) + 13) % 19)) + 271)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 545)] = condval_9;
  float condval_10;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 319) % 361)) && ((((((int)threadIdx.x) * 2) + 319) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 15) % 19))) && ((((((int)threadIdx.x) * 2) + 15) % 19) < 18)) {
    condval_10 = data_ptr[(((((((((int)threadIdx.x) * 2) + 680) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 319) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 15) % 19)) - 18)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 680)] = condval_10;
  float condval_11;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 320) % 361)) && ((((((int)threadIdx.x) * 2) + 320) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 16) % 19))) && ((((((int)threadIdx.x) * 2) + 16) % 19) < 18)) {
    condval_11 = data_ptr[(((((((((int)threadIdx.x) * 2) + 681) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 320) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 16) % 19)) - 18)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 681)] = condval_11;
  float condval_12;
  if ((1 <= (((((int)threadIdx.x) * 2) + 18) % 19)) && ((((((int)threadIdx.x) * 2) + 18) % 19) < 18)) {
    condval_12 = data_ptr[((((((((int)threadIdx.x) * 2) + 94) / 19) * 17) + (((((int)threadIdx.x) * 2) + 18) % 19)) + 560)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 816)] = condval_12;
  float condval_13;
  if ((1 <= ((((int)threadIdx.x) * 2) % 19)) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval_13 = data_ptr[(((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19)) + 645)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 817)] = condval_13;
  float condval_14;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 230) % 361)) && ((((((int)threadIdx.x) * 2) + 230) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 2) % 19))) && ((((((int)threadIdx.x) * 2) + 2) % 19) < 18)) {
    condval_14 = data_ptr[(((((((((int)threadIdx.x) * 2) + 952) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 230) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 2) % 19)) - 18)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 952)] = condval_14;
  float condval_15;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 231) % 361)) && ((((((int)threadIdx.x) * 2) + 231) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 3) % 19))) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
    condval_15 = data_ptr[(((((((((int)threadIdx.x) * 2) + 953) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 231) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 3) % 19)) - 18)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 953)] = condval_15;
  float condval_16;
  if (((7 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 5) % 19))) && ((((((int)threadIdx.x) * 2) + 5) % 19) < 18)) {
    condval_16 = data_ptr[((((((((int)threadIdx.x) * 2) + 5) / 19) * 17) + (((((int)threadIdx.x) * 2) + 5) % 19)) + 849)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1088)] = condval_16;
  float condval_17;
  if (((6 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_17 = data_ptr[((((((((int)threadIdx.x) * 2) + 6) / 19) * 17) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 849)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1089)] = condval_17;
  float condval_18;
  if ((1 <= (((((int)threadIdx.x) * 2) + 8) % 19)) && ((((((int)threadIdx.x) * 2) + 8) % 19) < 18)) {
    condval_18 = data_ptr[((((((((int)threadIdx.x) * 2) + 141) / 19) * 17) + (((((int)threadIdx.x) * 2) + 8) % 19)) + 849)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1224)] = condval_18;
  float condval_19;
  if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
    condval_19 = data_ptr[((((((((int)threadIdx.x) * 2) + 142) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 849)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1225)] = condval_19;
  if (((int)threadIdx.x) < 42) {
    float condval_20;
    if (((((int)threadIdx.x) < 33) && (1 <= (((((int)threadIdx.x) * 2) + 11) % 19))) && ((((((int)threadIdx.x) * 2) + 11) % 19) < 18)) {
      condval_20 = data_ptr[((((((((int)threadIdx.x) * 2) + 277) / 19) * 17) + (((((int)threadIdx.x) * 2) + 11) % 19)) + 849)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1360)] = condval_20;
    float condval_21;
    if (((((int)threadIdx.x) < 32) && (1 <= (((((int)threadIdx.x) * 2) + 12) % 19))) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
      condval_21 = data_ptr[((((((((int)threadIdx.x) * 2) + 278) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 849)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1361)] = condval_21;
  }
  *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(kernel_ptr + (((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 18) * 4608)) + ((((int)threadIdx.x) % 18) * 2)));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 136)) = *(float2*)(kernel_ptr + (((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 28) % 36)));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 272)) = *(float2*)(kernel_ptr + (((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 136) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 20) % 36)));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 408)) = *(float2*)(kernel_ptr + (((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 204) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 12) % 36)));
  if (((int)threadIdx.x) < 16) {
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 544)) = *(float2*)(kernel_ptr + (((((int)blockIdx.x) * 73728) + (((int)threadIdx.x) * 2)) + 69124));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_22;
  if (((9 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval_22 = data_ptr[(((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19)) + 1138)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1444)] = condval_22;
  float condval_23;
  if (((9 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 19))) && ((((((int)threadIdx.x) * 2) + 1) % 19) < 18)) {
    condval_23 = data_ptr[((((((((int)threadIdx.x) * 2) + 1) / 19) * 17) + (((((int)threadIdx.x) * 2) + 1) % 19)) + 1138)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1445)] = condval_23;
  float condval_24;
  if ((1 <= (((((int)threadIdx.x) * 2) + 3) % 19)) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
    condval_24 = data_ptr[((((((((int)threadIdx.x) * 2) + 136) / 19) * 17) + (((((int)threadIdx.x) * 2) + 3) % 19)) + 1138)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1580)] = condval_24;
  float condval_25;
  if ((1 <= (((((int)threadIdx.x) * 2) + 4) % 19)) && ((((((int)threadIdx.x) * 2) + 4) % 19) < 18)) {
    condval_25 = data_ptr[((((((((int)threadIdx.x) * 2) + 137) / 19) * 17) + (((((int)threadIdx.x) * 2) + 4) % 19)) + 1138)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1581)] = condval_25;
  float condval_26;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 272) % 361)) && ((((((int)threadIdx.x) * 2) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_26 = data_ptr[(((((((((int)threadIdx.x) * 2) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 1138)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1716)] = condval_26;
  float condval_27;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 273) % 361)) && ((((((int)threadIdx.x) * 2) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 7) % 19))) && ((((((int)threadIdx.x) * 2) + 7) % 19) < 18)) {
    condval_27 = data_ptr[(((((((((int)threadIdx.x) * 2) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19)) + 1138)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1717)] = condval_27;
  float condval_28;
  if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
    condval_28 = data_ptr[((((((((int)threadIdx.x) * 2) + 47) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 1427)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1852)] = condval_28;
  float condval_29;
  if ((1 <= (((((int)threadIdx.x) * 2) + 10) % 19)) && ((((((int)threadIdx.x) * 2) + 10) % 19) < 18)) {
    condval_29 = data_ptr[((((((((int)threadIdx.x) * 2) + 48) / 19) * 17) + (((((int)threadIdx.x) * 2) + 10) % 19)) + 1427)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1853)] = condval_29;
  float condval_30;
  if ((1 <= (((((int)threadIdx.x) * 2) + 12) % 19)) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
    condval_30 = data_ptr[((((((((int)threadIdx.x) * 2) + 183) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 1427)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1988)] = condval_30;
  float condval_31;
  if ((1 <= (((((int)threadIdx.x) * 2) + 13) % 19)) && ((((((int)threadIdx.x) * 2) + 13) % 19) < 18)) {
    condval_31 = data_ptr[((((((((int)threadIdx.x) * 2) + 184) / 19) * 17) + (((((int)threadIdx.x) * 2) + 13) % 19)) + 1427)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 1989)] = condval_31;
  float condval_32;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 319) % 361)) && ((((((int)threadIdx.x) * 2) + 319) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 15) % 19))) && ((((((int)threadIdx.x) * 2) + 15) % 19) < 18)) {
    condval_32 = data_ptr[(((((((((int)threadIdx.x) * 2) + 680) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 319) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 15) % 19)) + 1138)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2124)] = condval_32;
  float condval_33;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 320) % 361)) && ((((((int)threadIdx.x) * 2) + 320) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 16) % 19))) && ((((((int)threadIdx.x) * 2) + 16) % 19) < 18)) {
    condval_33 = data_ptr[(((((((((int)threadIdx.x) * 2) + 681) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 320) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 16) % 19)) + 1138)];
  } else {
    condval_33 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2125)] = condval_33;
  float condval_34;
  if ((1 <= (((((int)threadIdx.x) * 2) + 18) % 19)) && ((((((int)threadIdx.x) * 2) + 18) % 19) < 18)) {
    condval_34 = data_ptr[((((((((int)threadIdx.x) * 2) + 94) / 19) * 17) + (((((int)threadIdx.x) * 2) + 18) % 19)) + 1716)];
  } else {
    condval_34 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2260)] = condval_34;
  float condval_35;
  if ((1 <= ((((int)threadIdx.x) * 2) % 19)) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval_35 = data_ptr[(((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19)) + 1801)];
  } else {
    condval_35 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2261)] = condval_35;
  float condval_36;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 230) % 361)) && ((((((int)threadIdx.x) * 2) + 230) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 2) % 19))) && ((((((int)threadIdx.x) * 2) + 2) % 19) < 18)) {
    condval_36 = data_ptr[(((((((((int)threadIdx.x) * 2) + 952) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 230) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 2) % 19)) + 1138)];
  } else {
    condval_36 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2396)] = condval_36;
  float condval_37;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 231) % 361)) && ((((((int)threadIdx.x) * 2) + 231) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 3) % 19))) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
    condval_37 = data_ptr[(((((((((int)threadIdx.x) * 2) + 953) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 231) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 3) % 19)) + 1138)];
  } else {
    condval_37 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2397)] = condval_37;
  float condval_38;
  if (((7 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 5) % 19))) && ((((((int)threadIdx.x) * 2) + 5) % 19) < 18)) {
    condval_38 = data_ptr[((((((((int)threadIdx.x) * 2) + 5) / 19) * 17) + (((((int)threadIdx.x) * 2) + 5) % 19)) + 2005)];
  } else {
    condval_38 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2532)] = condval_38;
  float condval_39;
  if (((6 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_39 = data_ptr[((((((((int)threadIdx.x) * 2) + 6) / 19) * 17) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 2005)];
  } else {
    condval_39 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2533)] = condval_39;
  float condval_40;
  if ((1 <= (((((int)threadIdx.x) * 2) + 8) % 19)) && ((((((int)threadIdx.x) * 2) + 8) % 19) < 18)) {
    condval_40 = data_ptr[((((((((int)threadIdx.x) * 2) + 141) / 19) * 17) + (((((int)threadIdx.x) * 2) + 8) % 19)) + 2005)];
  } else {
    condval_40 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2668)] = condval_40;
  float condval_41;
  if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
    condval_41 = data_ptr[((((((((int)threadIdx.x) * 2) + 142) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 2005)];
  } else {
    condval_41 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2669)] = condval_41;
  if (((int)threadIdx.x) < 42) {
    float condval_42;
    if (((((int)threadIdx.x) < 33) && (1 <= (((((int)threadIdx.x) * 2) + 11) % 19))) && ((((((int)threadIdx.x) * 2) + 11) % 19) < 18)) {
      condval_42 = data_ptr[((((((((int)threadIdx.x) * 2) + 277) / 19) * 17) + (((((int)threadIdx.x) * 2) + 11) % 19)) + 2005)];
    } else {
      condval_42 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2804)] = condval_42;
    float condval_43;
    if (((((int)threadIdx.x) < 32) && (1 <= (((((int)threadIdx.x) * 2) + 12) % 19))) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
      condval_43 = data_ptr[((((((((int)threadIdx.x) * 2) + 278) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 2005)];
    } else {
      condval_43 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2805)] = condval_43;
  }
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 576)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 18) * 4608)) + ((((int)threadIdx.x) % 18) * 2)) + 36));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 712)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 28) % 36)) + 36));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 848)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 136) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 20) % 36)) + 36));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 984)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 204) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 12) % 36)) + 36));
  if (((int)threadIdx.x) < 16) {
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1120)) = *(float2*)(kernel_ptr + (((((int)blockIdx.x) * 73728) + (((int)threadIdx.x) * 2)) + 69160));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_44;
  if (((9 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval_44 = data_ptr[(((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19)) + 2294)];
  } else {
    condval_44 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2888)] = condval_44;
  float condval_45;
  if (((9 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 19))) && ((((((int)threadIdx.x) * 2) + 1) % 19) < 18)) {
    condval_45 = data_ptr[((((((((int)threadIdx.x) * 2) + 1) / 19) * 17) + (((((int)threadIdx.x) * 2) + 1) % 19)) + 2294)];
  } else {
    condval_45 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 2889)] = condval_45;
  float condval_46;
  if ((1 <= (((((int)threadIdx.x) * 2) + 3) % 19)) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
    condval_46 = data_ptr[((((((((int)threadIdx.x) * 2) + 136) / 19) * 17) + (((((int)threadIdx.x) * 2) + 3) % 19)) + 2294)];
  } else {
    condval_46 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3024)] = condval_46;
  float condval_47;
  if ((1 <= (((((int)threadIdx.x) * 2) + 4) % 19)) && ((((((int)threadIdx.x) * 2) + 4) % 19) < 18)) {
    condval_47 = data_ptr[((((((((int)threadIdx.x) * 2) + 137) / 19) * 17) + (((((int)threadIdx.x) * 2) + 4) % 19)) + 2294)];
  } else {
    condval_47 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3025)] = condval_47;
  float condval_48;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 272) % 361)) && ((((((int)threadIdx.x) * 2) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_48 = data_ptr[(((((((((int)threadIdx.x) * 2) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 2294)];
  } else {
    condval_48 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3160)] = condval_48;
  float condval_49;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 273) % 361)) && ((((((int)threadIdx.x) * 2) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 7) % 19))) && ((((((int)threadIdx.x) * 2) + 7) % 19) < 18)) {
    condval_49 = data_ptr[(((((((((int)threadIdx.x) * 2) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19)) + 2294)];
  } else {
    condval_49 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3161)] = condval_49;
  float condval_50;
  if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
    condval_50 = data_ptr[((((((((int)threadIdx.x) * 2) + 47) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 2583)];
  } else {
    condval_50 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3296)] = condval_50;
  float condval_51;
  if ((1 <= (((((int)threadIdx.x) * 2) + 10) % 19)) && ((((((int)threadIdx.x) * 2) + 10) % 19) < 18)) {
    condval_51 = data_ptr[((((((((int)threadIdx.x) * 2) + 48) / 19) * 17) + (((((int)threadIdx.x) * 2) + 10) % 19)) + 2583)];
  } else {
    condval_51 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3297)] = condval_51;
  float condval_52;
  if ((1 <= (((((int)threadIdx.x) * 2) + 12) % 19)) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
    condval_52 = data_ptr[((((((((int)threadIdx.x) * 2) + 183) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 2583)];
  } else {
    condval_52 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3432)] = condval_52;
  float condval_53;
  if ((1 <= (((((int)threadIdx.x) * 2) + 13) % 19)) && ((((((int)threadIdx.x) * 2) + 13) % 19) < 18)) {
    condval_53 = data_ptr[((((((((int)threadIdx.x) * 2) + 184) / 19) * 17) + (((((int)threadIdx.x) * 2) + 13) % 19)) + 2583)];
  } else {
    condval_53 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3433)] = condval_53;
  float condval_54;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 319) % 361)) && ((((((int)threadIdx.x) * 2) + 319) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 15) % 19))) && ((((((int)threadIdx.x) * 2) + 15) % 19) < 18)) {
    condval_54 = data_ptr[(((((((((int)threadIdx.x) * 2) + 680) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 319) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 15) % 19)) + 2294)];
  } else {
    condval_54 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3568)] = condval_54;
  float condval_55;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 320) % 361)) && ((((((int)threadIdx.x) * 2) + 320) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 16) % 19))) && ((((((int)threadIdx.x) * 2) + 16) % 19) < 18)) {
    condval_55 = data_ptr[(((((((((int)threadIdx.x) * 2) + 681) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 320) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 16) % 19)) + 2294)];
  } else {
    condval_55 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3569)] = condval_55;
  float condval_56;
  if ((1 <= (((((int)threadIdx.x) * 2) + 18) % 19)) && ((((((int)threadIdx.x) * 2) + 18) % 19) < 18)) {
    condval_56 = data_ptr[((((((((int)threadIdx.x) * 2) + 94) / 19) * 17) + (((((int)threadIdx.x) * 2) + 18) % 19)) + 2872)];
  } else {
    condval_56 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3704)] = condval_56;
  float condval_57;
  if ((1 <= ((((int)threadIdx.x) * 2) % 19)) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
    condval_57 = data_ptr[(((((((int)threadIdx.x) * 2) / 19) * 17) + ((((int)threadIdx.x) * 2) % 19)) + 2957)];
  } else {
    condval_57 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3705)] = condval_57;
  float condval_58;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 230) % 361)) && ((((((int)threadIdx.x) * 2) + 230) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 2) % 19))) && ((((((int)threadIdx.x) * 2) + 2) % 19) < 18)) {
    condval_58 = data_ptr[(((((((((int)threadIdx.x) * 2) + 952) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 230) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 2) % 19)) + 2294)];
  } else {
    condval_58 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3840)] = condval_58;
  float condval_59;
  if ((((19 <= (((((int)threadIdx.x) * 2) + 231) % 361)) && ((((((int)threadIdx.x) * 2) + 231) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 3) % 19))) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
    condval_59 = data_ptr[(((((((((int)threadIdx.x) * 2) + 953) / 361) * 289) + (((((((int)threadIdx.x) * 2) + 231) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 3) % 19)) + 2294)];
  } else {
    condval_59 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3841)] = condval_59;
  float condval_60;
  if (((7 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 5) % 19))) && ((((((int)threadIdx.x) * 2) + 5) % 19) < 18)) {
    condval_60 = data_ptr[((((((((int)threadIdx.x) * 2) + 5) / 19) * 17) + (((((int)threadIdx.x) * 2) + 5) % 19)) + 3161)];
  } else {
    condval_60 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3976)] = condval_60;
  float condval_61;
  if (((6 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
    condval_61 = data_ptr[((((((((int)threadIdx.x) * 2) + 6) / 19) * 17) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 3161)];
  } else {
    condval_61 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 3977)] = condval_61;
  float condval_62;
  if ((1 <= (((((int)threadIdx.x) * 2) + 8) % 19)) && ((((((int)threadIdx.x) * 2) + 8) % 19) < 18)) {
    condval_62 = data_ptr[((((((((int)threadIdx.x) * 2) + 141) / 19) * 17) + (((((int)threadIdx.x) * 2) + 8) % 19)) + 3161)];
  } else {
    condval_62 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4112)] = condval_62;
  float condval_63;
  if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
    condval_63 = data_ptr[((((((((int)threadIdx.x) * 2) + 142) / 19) * 17) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 3161)];
  } else {
    condval_63 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4113)] = condval_63;
  if (((int)threadIdx.x) < 42) {
    float condval_64;
    if (((((int)threadIdx.x) < 33) && (1 <= (((((int)threadIdx.x) * 2) + 11) % 19))) && ((((((int)threadIdx.x) * 2) + 11) % 19) < 18)) {
      condval_64 = data_ptr[((((((((int)threadIdx.x) * 2) + 277) / 19) * 17) + (((((int)threadIdx.x) * 2) + 11) % 19)) + 3161)];
    } else {
      condval_64 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4248)] = condval_64;
    float condval_65;
    if (((((int)threadIdx.x) < 32) && (1 <= (((((int)threadIdx.x) * 2) + 12) % 19))) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
      condval_65 = data_ptr[((((((((int)threadIdx.x) * 2) + 278) / 19) * 17) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 3161)];
    } else {
      condval_65 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 2) + 4249)] = condval_65;
  }
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1152)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 18) * 4608)) + ((((int)threadIdx.x) % 18) * 2)) + 72));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1288)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 28) % 36)) + 72));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1424)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 136) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 20) % 36)) + 72));
  *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1560)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 204) / 18) * 4608)) + (((((int)threadIdx.x) * 2) + 12) % 36)) + 72));
  if (((int)threadIdx.x) < 16) {
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1696)) = *(float2*)(kernel_ptr + (((((int)blockIdx.x) * 73728) + (((int)threadIdx.x) * 2)) + 69196));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v6 = (((int)threadIdx.x) % 17);
  int cse_v7 = (((int)threadIdx.x) / 17);
  int cse_v26 = ((((int)threadIdx.x) % 17) * 19);
  int cse_v27 = ((((int)threadIdx.x) / 17) * 144);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 125; ++rc_0_ry_0_rx_0_fused) {
    int cse_v25 = ((rc_0_ry_0_rx_0_fused + 3) & 3);
    int cse_v3 = (rc_0_ry_0_rx_0_fused * 1156);
    int cse_v83 = ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2));
    int cse_v226 = (((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) * 2) / 19) * 17)) + ((((int)threadIdx.x) * 2) % 19));
    __syncthreads();
    float condval_66;
    if (((9 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 2) % 19))) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
      condval_66 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) * 2) / 19) * 17)) + ((((int)threadIdx.x) * 2) % 19)) + 3450)];
    } else {
      condval_66 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2))] = condval_66;
    float condval_67;
    if (((9 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 1) % 19))) && ((((((int)threadIdx.x) * 2) + 1) % 19) < 18)) {
      condval_67 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 1) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 1) % 19)) + 3450)];
    } else {
      condval_67 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 1)] = condval_67;
    float condval_68;
    if ((1 <= (((((int)threadIdx.x) * 2) + 3) % 19)) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
      condval_68 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 136) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 3) % 19)) + 3450)];
    } else {
      condval_68 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 136)] = condval_68;
    float condval_69;
    if ((1 <= (((((int)threadIdx.x) * 2) + 4) % 19)) && ((((((int)threadIdx.x) * 2) + 4) % 19) < 18)) {
      condval_69 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 137) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 4) % 19)) + 3450)];
    } else {
      condval_69 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 137)] = condval_69;
    float condval_70;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 272) % 361)) && ((((((int)threadIdx.x) * 2) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
      condval_70 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 272) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 3450)];
    } else {
      condval_70 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 272)] = condval_70;
    float condval_71;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 273) % 361)) && ((((((int)threadIdx.x) * 2) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 7) % 19))) && ((((((int)threadIdx.x) * 2) + 7) % 19) < 18)) {
      condval_71 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 273) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 7) % 19)) + 3450)];
    } else {
      condval_71 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 273)] = condval_71;
    float condval_72;
    if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
      condval_72 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 47) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 3739)];
    } else {
      condval_72 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 408)] = condval_72;
    float condval_73;
    if ((1 <= (((((int)threadIdx.x) * 2) + 10) % 19)) && ((((((int)threadIdx.x) * 2) + 10) % 19) < 18)) {
      condval_73 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 48) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 10) % 19)) + 3739)];
    } else {
      condval_73 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 409)] = condval_73;
    float condval_74;
    if ((1 <= (((((int)threadIdx.x) * 2) + 12) % 19)) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
      condval_74 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 183) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 3739)];
    } else {
      condval_74 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 544)] = condval_74;
    float condval_75;
    if ((1 <= (((((int)threadIdx.x) * 2) + 13) % 19)) && ((((((int)threadIdx.x) * 2) + 13) % 19) < 18)) {
      condval_75 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 184) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 13) % 19)) + 3739)];
    } else {
      condval_75 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 545)] = condval_75;
    float condval_76;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 319) % 361)) && ((((((int)threadIdx.x) * 2) + 319) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 15) % 19))) && ((((((int)threadIdx.x) * 2) + 15) % 19) < 18)) {
      condval_76 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 680) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 319) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 15) % 19)) + 3450)];
    } else {
      condval_76 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 680)] = condval_76;
    float condval_77;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 320) % 361)) && ((((((int)threadIdx.x) * 2) + 320) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 16) % 19))) && ((((((int)threadIdx.x) * 2) + 16) % 19) < 18)) {
      condval_77 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 681) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 320) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 16) % 19)) + 3450)];
    } else {
      condval_77 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 681)] = condval_77;
    float condval_78;
    if ((1 <= (((((int)threadIdx.x) * 2) + 18) % 19)) && ((((((int)threadIdx.x) * 2) + 18) % 19) < 18)) {
      condval_78 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 94) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 18) % 19)) + 4028)];
    } else {
      condval_78 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 816)] = condval_78;
    float condval_79;
    if ((1 <= ((((int)threadIdx.x) * 2) % 19)) && (((((int)threadIdx.x) * 2) % 19) < 18)) {
      condval_79 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) * 2) / 19) * 17)) + ((((int)threadIdx.x) * 2) % 19)) + 4113)];
    } else {
      condval_79 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 817)] = condval_79;
    float condval_80;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 230) % 361)) && ((((((int)threadIdx.x) * 2) + 230) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 2) % 19))) && ((((((int)threadIdx.x) * 2) + 2) % 19) < 18)) {
      condval_80 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 952) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 230) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 2) % 19)) + 3450)];
    } else {
      condval_80 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 952)] = condval_80;
    float condval_81;
    if ((((19 <= (((((int)threadIdx.x) * 2) + 231) % 361)) && ((((((int)threadIdx.x) * 2) + 231) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 2) + 3) % 19))) && ((((((int)threadIdx.x) * 2) + 3) % 19) < 18)) {
      condval_81 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 953) / 361) * 289)) + (((((((int)threadIdx.x) * 2) + 231) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 3) % 19)) + 3450)];
    } else {
      condval_81 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 953)] = condval_81;
    float condval_82;
    if (((7 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 5) % 19))) && ((((((int)threadIdx.x) * 2) + 5) % 19) < 18)) {
      condval_82 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 5) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 5) % 19)) + 4317)];
    } else {
      condval_82 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 1088)] = condval_82;
    float condval_83;
    if (((6 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 2) + 6) % 19))) && ((((((int)threadIdx.x) * 2) + 6) % 19) < 18)) {
      condval_83 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 6) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 6) % 19)) + 4317)];
    } else {
      condval_83 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 1089)] = condval_83;
    float condval_84;
    if ((1 <= (((((int)threadIdx.x) * 2) + 8) % 19)) && ((((((int)threadIdx.x) * 2) + 8) % 19) < 18)) {
      condval_84 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 141) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 8) % 19)) + 4317)];
    } else {
      condval_84 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 1224)] = condval_84;
    float condval_85;
    if ((1 <= (((((int)threadIdx.x) * 2) + 9) % 19)) && ((((((int)threadIdx.x) * 2) + 9) % 19) < 18)) {
      condval_85 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 142) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 9) % 19)) + 4317)];
    } else {
      condval_85 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 1225)] = condval_85;
    if (((int)threadIdx.x) < 42) {
      float condval_86;
      if (((((int)threadIdx.x) < 33) && (1 <= (((((int)threadIdx.x) * 2) + 11) % 19))) && ((((((int)threadIdx.x) * 2) + 11) % 19) < 18)) {
        condval_86 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 277) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 11) % 19)) + 4317)];
      } else {
        condval_86 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 1360)] = condval_86;
      float condval_87;
      if (((((int)threadIdx.x) < 32) && (1 <= (((((int)threadIdx.x) * 2) + 12) % 19))) && ((((((int)threadIdx.x) * 2) + 12) % 19) < 18)) {
        condval_87 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 2) + 278) / 19) * 17)) + (((((int)threadIdx.x) * 2) + 12) % 19)) + 4317)];
      } else {
        condval_87 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + (((int)threadIdx.x) * 2)) + 1361)] = condval_87;
    }
    int cse_v4 = (rc_0_ry_0_rx_0_fused * 36);
    int cse_v84 = ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 576) + (((int)threadIdx.x) * 2));
    *(float2*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 576) + (((int)threadIdx.x) * 2))) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) * 73728) + ((((int)threadIdx.x) / 18) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + ((((int)threadIdx.x) % 18) * 2)) + 108));
    *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 576) + (((int)threadIdx.x) * 2)) + 136)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 68) / 18) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + (((((int)threadIdx.x) * 2) + 28) % 36)) + 108));
    *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 576) + (((int)threadIdx.x) * 2)) + 272)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 136) / 18) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + (((((int)threadIdx.x) * 2) + 20) % 36)) + 108));
    *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 576) + (((int)threadIdx.x) * 2)) + 408)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) * 73728) + (((((int)threadIdx.x) + 204) / 18) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + (((((int)threadIdx.x) * 2) + 12) % 36)) + 108));
    if (((int)threadIdx.x) < 16) {
      *(float2*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 576) + (((int)threadIdx.x) * 2)) + 544)) = *(float2*)(kernel_ptr + ((((((int)blockIdx.x) * 73728) + (rc_0_ry_0_rx_0_fused * 36)) + (((int)threadIdx.x) * 2)) + 69232));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 2; ++rc_1) {
      for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
        int cse_v5 = (rc_0_ry_0_rx_0_fused & 3);
        int cse_v227 = (((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19));
        int cse_v228 = (((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3));
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v301 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v302 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v303 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3);
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v304 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v305 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5);
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v306 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6);
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v307 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7);
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v308 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8);
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v309 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9);
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v310 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10);
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v311 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11);
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v312 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12);
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v313 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13);
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v314 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14);
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v315 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15);
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v316 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v317 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        int cse_v318 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 361);
        int cse_v319 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v320 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v321 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v322 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364);
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v323 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v324 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366);
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v325 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367);
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v326 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368);
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v327 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369);
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v328 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370);
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v329 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371);
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v330 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372);
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v331 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373);
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v332 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374);
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v333 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375);
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v334 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376);
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v335 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v336 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        int cse_v337 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        int cse_v338 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        int cse_v339 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        int cse_v340 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        int cse_v341 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        int cse_v342 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        int cse_v343 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        int cse_v344 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        int cse_v345 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        int cse_v346 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        int cse_v347 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        int cse_v348 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        int cse_v349 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        int cse_v350 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        int cse_v351 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        int cse_v352 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        int cse_v353 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        int cse_v354 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        int cse_v355 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 379);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        int cse_v356 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        int cse_v357 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        int cse_v358 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        int cse_v359 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        int cse_v360 = ((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 576) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 2; ++rc_1_1) {
    for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
      int cse_v55 = (((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19));
      int cse_v85 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1444);
      int cse_v86 = ((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3));
      int cse_v229 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1444)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v87 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v88 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v89 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v90 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v91 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v92 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v93 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v94 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v95 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v96 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v97 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v98 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v99 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v100 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v101 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v102 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 576)]));
      int cse_v230 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1444)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 612)]));
      int cse_v103 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1805);
      int cse_v231 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1805)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v104 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v105 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v106 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v107 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v108 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v109 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v110 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v111 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v112 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v113 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v114 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v115 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v116 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v117 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v118 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v119 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 585)]));
      int cse_v232 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1805)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 621)]));
      int cse_v233 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1444)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 648)]));
      int cse_v234 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1444)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 684)]));
      int cse_v235 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1805)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 657)]));
      int cse_v236 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1805)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 693)]));
      int cse_v237 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      int cse_v120 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 577)]));
      int cse_v238 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 613)]));
      int cse_v239 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      int cse_v121 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 586)]));
      int cse_v240 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 622)]));
      int cse_v241 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 649)]));
      int cse_v242 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 685)]));
      int cse_v243 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 658)]));
      int cse_v244 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 694)]));
      int cse_v245 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      int cse_v122 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1462);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1462)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 578)]));
      int cse_v246 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1462)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 614)]));
      int cse_v247 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      int cse_v123 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1823);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1823)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 587)]));
      int cse_v248 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1823)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 623)]));
      int cse_v249 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1462)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 650)]));
      int cse_v250 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1462)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 686)]));
      int cse_v251 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1823)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 659)]));
      int cse_v252 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1823)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 695)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 2; ++rc_1_2) {
    for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
      int cse_v56 = (((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19));
      int cse_v124 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2888);
      int cse_v125 = ((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3));
      int cse_v253 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2888)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v126 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v127 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v128 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v129 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v130 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v131 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v132 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v133 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v134 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v135 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v136 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v137 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v138 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v139 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v140 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v141 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1152)]));
      int cse_v254 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2888)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1188)]));
      int cse_v142 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3249);
      int cse_v255 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3249)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v143 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v144 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v145 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v146 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v147 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v148 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v149 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v150 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v151 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v152 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v153 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v154 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v155 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v156 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v157 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v158 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1161)]));
      int cse_v256 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3249)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1197)]));
      int cse_v257 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2888)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1224)]));
      int cse_v258 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2888)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1260)]));
      int cse_v259 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3249)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1233)]));
      int cse_v260 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3249)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1269)]));
      int cse_v261 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      int cse_v159 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1153)]));
      int cse_v262 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1189)]));
      int cse_v263 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      int cse_v160 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1162)]));
      int cse_v264 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1198)]));
      int cse_v265 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1225)]));
      int cse_v266 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1261)]));
      int cse_v267 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1234)]));
      int cse_v268 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1270)]));
      int cse_v269 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      int cse_v161 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2906);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2906)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1154)]));
      int cse_v270 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2906)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1190)]));
      int cse_v271 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      int cse_v162 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3267);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3267)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1163)]));
      int cse_v272 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3267)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1199)]));
      int cse_v273 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2906)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1226)]));
      int cse_v274 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2906)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1262)]));
      int cse_v275 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3267)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1235)]));
      int cse_v276 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3267)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 1271)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_3 = 0; rc_1_3 < 2; ++rc_1_3) {
    for (int ry_1_3 = 0; ry_1_3 < 3; ++ry_1_3) {
      int cse_v57 = (((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19));
      int cse_v163 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4332);
      int cse_v164 = ((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3));
      int cse_v277 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4332)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v165 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v166 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v167 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v168 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v169 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v170 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v171 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v172 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v173 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v174 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v175 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v176 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v177 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v178 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v179 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v180 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1728)]));
      int cse_v278 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4332)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1764)]));
      int cse_v181 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4693);
      int cse_v279 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4693)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v182 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v183 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v184 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v185 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v186 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v187 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v188 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v189 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v190 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v191 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v192 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v193 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v194 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v195 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v196 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v197 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1737)]));
      int cse_v280 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4693)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1773)]));
      int cse_v281 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4332)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1800)]));
      int cse_v282 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4332)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1836)]));
      int cse_v283 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4693)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1809)]));
      int cse_v284 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4693)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1845)]));
      int cse_v285 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      int cse_v198 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1729)]));
      int cse_v286 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1765)]));
      int cse_v287 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      int cse_v199 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1738)]));
      int cse_v288 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1774)]));
      int cse_v289 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1801)]));
      int cse_v290 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1837)]));
      int cse_v291 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1810)]));
      int cse_v292 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1846)]));
      int cse_v293 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      int cse_v200 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4350);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4350)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1730)]));
      int cse_v294 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4350)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1766)]));
      int cse_v295 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      int cse_v201 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4711);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4711)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1739)]));
      int cse_v296 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4711)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1775)]));
      int cse_v297 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4350)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1802)]));
      int cse_v298 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4350)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1838)]));
      int cse_v299 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4711)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1811)]));
      int cse_v300 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4711)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 1847)]));
    }
  }
  int cse_v202 = (((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 2)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 3)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 4)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 5)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 6)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 7)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 8)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 9)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 10)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 11)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 12)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 13)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 14)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 15)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 16)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 289)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 290)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 291)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 292)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 293)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 294)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 295)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 296)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 297)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 298)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 299)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 300)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 301)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 302)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 303)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 304)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 305)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 578)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 579)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 580)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 581)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 582)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 583)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 584)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 585)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 586)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 587)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 588)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 589)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 590)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 591)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 592)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 593)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 594)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 867)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 868)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 869)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 870)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 871)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 872)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 873)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 874)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 875)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 876)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 877)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 878)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 879)] = conv2d_nchw_local_ptr[63];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 880)] = conv2d_nchw_local_ptr[64];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 881)] = conv2d_nchw_local_ptr[65];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 882)] = conv2d_nchw_local_ptr[66];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 4624) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 883)] = conv2d_nchw_local_ptr[67];
}

