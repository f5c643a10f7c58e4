
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
extern "C" __global__ void __launch_bounds__(34) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(34) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[68];
  __shared__ alignas(64) float pad_temp_shared_ptr[5776];
  __shared__ alignas(64) float kernel_shared_ptr[1152];
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
  int cse_v1 = (((int)threadIdx.x) % 19);
  int cse_v2 = (((int)threadIdx.x) + 34);
  int cse_v3 = (((int)threadIdx.x) + 68);
  int cse_v4 = (((int)threadIdx.x) + 102);
  int cse_v5 = (((int)threadIdx.x) + 136);
  int cse_v6 = (((int)threadIdx.x) + 170);
  int cse_v7 = (((int)threadIdx.x) + 204);
  int cse_v8 = (((int)threadIdx.x) + 10);
  int cse_v9 = (((int)threadIdx.x) + 238);
  int cse_v10 = (((int)threadIdx.x) + 272);
  int cse_v11 = (((int)threadIdx.x) + 2);
  int cse_v12 = (((int)threadIdx.x) + 306);
  int cse_v13 = (((int)threadIdx.x) + 340);
  int cse_v14 = (((int)threadIdx.x) + 13);
  int cse_v15 = (((int)threadIdx.x) + 5);
  int cse_v16 = (((int)threadIdx.x) + 1);
  int cse_v17 = (((int)threadIdx.x) + 8);
  int cse_v18 = (((int)threadIdx.x) + 714);
  int cse_v19 = (((int)threadIdx.x) + 1054);
  int cse_v20 = (((int)blockIdx.x) * 36864);
  int cse_v21 = (((int)threadIdx.x) * 3);
  int cse_v27 = ((((int)threadIdx.x) / 19) * 17);
  int cse_v28 = ((((int)threadIdx.x) + 15) % 19);
  int cse_v29 = ((((int)threadIdx.x) + 11) % 19);
  int cse_v30 = ((((int)threadIdx.x) + 7) % 19);
  int cse_v31 = ((((int)threadIdx.x) + 3) % 19);
  int cse_v32 = ((((int)threadIdx.x) + 18) % 19);
  int cse_v33 = ((((int)threadIdx.x) + 14) % 19);
  int cse_v34 = ((((int)threadIdx.x) + 10) % 19);
  int cse_v35 = ((((int)threadIdx.x) + 6) % 19);
  int cse_v36 = ((((int)threadIdx.x) + 2) % 19);
  int cse_v37 = ((((int)threadIdx.x) + 340) % 361);
  int cse_v38 = ((((int)threadIdx.x) + 17) % 19);
  int cse_v39 = ((((int)threadIdx.x) + 13) % 19);
  int cse_v40 = ((((int)threadIdx.x) + 9) % 19);
  int cse_v41 = ((((int)threadIdx.x) + 5) % 19);
  int cse_v42 = ((((int)threadIdx.x) + 1) % 19);
  int cse_v43 = ((((int)threadIdx.x) + 16) % 19);
  int cse_v44 = ((((int)threadIdx.x) + 12) % 19);
  int cse_v45 = ((((int)threadIdx.x) + 8) % 19);
  int cse_v46 = ((((int)threadIdx.x) + 4) % 19);
  int cse_v47 = ((((int)threadIdx.x) + 353) % 361);
  int cse_v48 = ((((int)threadIdx.x) + 332) % 361);
  int cse_v49 = ((((int)threadIdx.x) % 12) * 3);
  int cse_v53 = (((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19));
  int cse_v54 = (((((int)threadIdx.x) + 34) / 19) * 17);
  int cse_v55 = (((((int)threadIdx.x) + 68) / 19) * 17);
  int cse_v56 = (((((int)threadIdx.x) + 102) / 19) * 17);
  int cse_v57 = (((((int)threadIdx.x) + 136) / 19) * 17);
  int cse_v58 = (((((int)threadIdx.x) + 170) / 19) * 17);
  int cse_v59 = (((((int)threadIdx.x) + 204) / 19) * 17);
  int cse_v60 = (((((int)threadIdx.x) + 238) / 19) * 17);
  int cse_v61 = (((((int)threadIdx.x) + 272) / 19) * 17);
  int cse_v62 = (((((int)threadIdx.x) + 306) / 19) * 17);
  int cse_v63 = (((((int)threadIdx.x) + 340) / 361) * 289);
  int cse_v64 = (((((int)threadIdx.x) + 13) / 19) * 17);
  int cse_v65 = (((((int)threadIdx.x) + 47) / 19) * 17);
  int cse_v66 = (((((int)threadIdx.x) + 81) / 19) * 17);
  int cse_v67 = (((((int)threadIdx.x) + 115) / 19) * 17);
  int cse_v68 = (((((int)threadIdx.x) + 149) / 19) * 17);
  int cse_v69 = (((((int)threadIdx.x) + 183) / 19) * 17);
  int cse_v70 = (((((int)threadIdx.x) + 217) / 19) * 17);
  int cse_v71 = (((((int)threadIdx.x) + 251) / 19) * 17);
  int cse_v72 = (((((int)threadIdx.x) + 319) / 19) * 17);
  int cse_v73 = (((((int)threadIdx.x) + 714) / 361) * 289);
  int cse_v74 = (((((int)threadIdx.x) + 26) / 19) * 17);
  int cse_v75 = (((((int)threadIdx.x) + 60) / 19) * 17);
  int cse_v76 = (((((int)threadIdx.x) + 94) / 19) * 17);
  int cse_v77 = (((((int)threadIdx.x) + 128) / 19) * 17);
  int cse_v78 = (((((int)threadIdx.x) + 162) / 19) * 17);
  int cse_v79 = (((((int)threadIdx.x) + 196) / 19) * 17);
  int cse_v80 = (((((int)threadIdx.x) + 230) / 19) * 17);
  int cse_v81 = (((((int)threadIdx.x) + 264) / 19) * 17);
  int cse_v82 = (((((int)threadIdx.x) + 298) / 19) * 17);
  int cse_v83 = (((((int)threadIdx.x) + 1054) / 361) * 289);
  int cse_v84 = (((((int)threadIdx.x) + 5) / 19) * 17);
  int cse_v85 = (((((int)threadIdx.x) + 39) / 19) * 17);
  int cse_v86 = (((((int)threadIdx.x) + 73) / 19) * 17);
  int cse_v87 = (((((int)threadIdx.x) + 107) / 19) * 17);
  int cse_v88 = (((((int)threadIdx.x) + 141) / 19) * 17);
  int cse_v89 = (((((int)threadIdx.x) + 175) / 19) * 17);
  int cse_v90 = (((((int)threadIdx.x) + 243) / 19) * 17);
  int cse_v91 = (((((int)threadIdx.x) + 277) / 19) * 17);
  int cse_v92 = (((((int)threadIdx.x) + 311) / 19) * 17);
  int cse_v93 = ((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608));
  int cse_v94 = (((((int)threadIdx.x) + 1) % 3) * 3);
  int cse_v95 = (((((int)threadIdx.x) + 34) / 3) * 9);
  int cse_v96 = (((((int)threadIdx.x) + 2) % 3) * 3);
  int cse_v97 = (((((int)threadIdx.x) + 68) / 3) * 9);
  int cse_v102 = ((((((int)threadIdx.x) + 34) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19));
  int cse_v103 = ((((((int)threadIdx.x) + 68) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19));
  int cse_v104 = ((((((int)threadIdx.x) + 102) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19));
  int cse_v105 = ((((((int)threadIdx.x) + 136) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19));
  int cse_v106 = ((((((int)threadIdx.x) + 170) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19));
  int cse_v107 = ((((((int)threadIdx.x) + 204) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19));
  int cse_v108 = ((((((int)threadIdx.x) + 238) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19));
  int cse_v109 = ((((((int)threadIdx.x) + 272) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19));
  int cse_v110 = ((((((int)threadIdx.x) + 306) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19));
  int cse_v111 = ((((((int)threadIdx.x) + 340) % 361) / 19) * 17);
  int cse_v112 = ((((((int)threadIdx.x) + 13) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19));
  int cse_v113 = ((((((int)threadIdx.x) + 47) / 19) * 17) + ((((int)threadIdx.x) + 9) % 19));
  int cse_v114 = ((((((int)threadIdx.x) + 81) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19));
  int cse_v115 = ((((((int)threadIdx.x) + 115) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19));
  int cse_v116 = ((((((int)threadIdx.x) + 149) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19));
  int cse_v117 = ((((((int)threadIdx.x) + 183) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19));
  int cse_v118 = ((((((int)threadIdx.x) + 217) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19));
  int cse_v119 = ((((((int)threadIdx.x) + 251) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19));
  int cse_v120 = ((((((int)threadIdx.x) + 319) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19));
  int cse_v121 = ((((((int)threadIdx.x) + 353) % 361) / 19) * 17);
  int cse_v122 = ((((((int)threadIdx.x) + 26) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19));
  int cse_v123 = ((((((int)threadIdx.x) + 60) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19));
  int cse_v124 = ((((((int)threadIdx.x) + 94) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19));
  int cse_v125 = ((((((int)threadIdx.x) + 128) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19));
  int cse_v126 = ((((((int)threadIdx.x) + 162) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19));
  int cse_v127 = ((((((int)threadIdx.x) + 196) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19));
  int cse_v128 = ((((((int)threadIdx.x) + 230) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19));
  int cse_v129 = ((((((int)threadIdx.x) + 264) / 19) * 17) + ((((int)threadIdx.x) + 17) % 19));
  int cse_v130 = ((((((int)threadIdx.x) + 298) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19));
  int cse_v131 = ((((((int)threadIdx.x) + 332) % 361) / 19) * 17);
  int cse_v132 = ((((((int)threadIdx.x) + 5) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19));
  int cse_v133 = ((((((int)threadIdx.x) + 39) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19));
  int cse_v134 = ((((((int)threadIdx.x) + 73) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19));
  int cse_v135 = ((((((int)threadIdx.x) + 107) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19));
  int cse_v136 = ((((((int)threadIdx.x) + 141) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19));
  int cse_v137 = ((((((int)threadIdx.x) + 175) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19));
  int cse_v138 = ((((((int)threadIdx.x) + 243) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19));
  int cse_v139 = ((((((int)threadIdx.x) + 277) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19));
  int cse_v140 = ((((((int)threadIdx.x) + 311) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19));
  int cse_v141 = (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + ((((int)threadIdx.x) % 12) * 3));
  int cse_v142 = ((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 34) / 12) * 4608));
  int cse_v143 = ((((((int)threadIdx.x) + 10) % 12) / 3) * 9);
  int cse_v144 = ((((((int)threadIdx.x) + 34) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3));
  int cse_v145 = ((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 68) / 12) * 4608));
  int cse_v146 = ((((((int)threadIdx.x) + 8) % 12) / 3) * 9);
  int cse_v147 = ((((((int)threadIdx.x) + 68) / 3) * 9) + (((((int)threadIdx.x) + 2) % 3) * 3));
  int cse_v342 = (((((((int)threadIdx.x) + 340) / 361) * 289) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19));
  int cse_v343 = (((((((int)threadIdx.x) + 714) / 361) * 289) + ((((((int)threadIdx.x) + 353) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19));
  int cse_v344 = (((((((int)threadIdx.x) + 1054) / 361) * 289) + ((((((int)threadIdx.x) + 332) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 9) % 19));
  int cse_v345 = ((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 34) / 12) * 4608)) + ((((((int)threadIdx.x) + 10) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3));
  int cse_v346 = ((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 68) / 12) * 4608)) + ((((((int)threadIdx.x) + 8) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 2) % 3) * 3));
  float condval;
  if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
    condval = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) - 18)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
  float condval_1;
  if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_1 = data_ptr[(((((((int)threadIdx.x) + 34) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) - 18)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 34)] = condval_1;
  float condval_2;
  if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_2 = data_ptr[(((((((int)threadIdx.x) + 68) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19)) - 18)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 68)] = condval_2;
  float condval_3;
  if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_3 = data_ptr[(((((((int)threadIdx.x) + 102) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) - 18)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 102)] = condval_3;
  float condval_4;
  if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
    condval_4 = data_ptr[(((((((int)threadIdx.x) + 136) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19)) - 18)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 136)] = condval_4;
  float condval_5;
  if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
    condval_5 = data_ptr[(((((((int)threadIdx.x) + 170) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19)) - 18)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 170)] = condval_5;
  float condval_6;
  if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
    condval_6 = data_ptr[(((((((int)threadIdx.x) + 204) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19)) - 18)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 204)] = condval_6;
  float condval_7;
  if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
    condval_7 = data_ptr[(((((((int)threadIdx.x) + 238) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19)) - 18)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 238)] = condval_7;
  float condval_8;
  if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
    condval_8 = data_ptr[(((((((int)threadIdx.x) + 272) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19)) - 18)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 272)] = condval_8;
  float condval_9;
  if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
    condval_9 = data_ptr[(((((((int)threadIdx.x) + 306) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19)) - 18)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 306)] = condval_9;
  float condval_10;
  if ((((19 <= ((((int)threadIdx.x) + 340) % 361)) && (((((int)threadIdx.x) + 340) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
    condval_10 = data_ptr[((((((((int)threadIdx.x) + 340) / 361) * 289) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19)) - 18)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 340)] = condval_10;
  float condval_11;
  if (((6 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
    condval_11 = data_ptr[(((((((int)threadIdx.x) + 13) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19)) + 271)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 374)] = condval_11;
  float condval_12;
  if ((1 <= ((((int)threadIdx.x) + 9) % 19)) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
    condval_12 = data_ptr[(((((((int)threadIdx.x) + 47) / 19) * 17) + ((((int)threadIdx.x) + 9) % 19)) + 271)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 408)] = condval_12;
  float condval_13;
  if ((1 <= ((((int)threadIdx.x) + 5) % 19)) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
    condval_13 = data_ptr[(((((((int)threadIdx.x) + 81) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19)) + 271)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 442)] = condval_13;
  float condval_14;
  if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
    condval_14 = data_ptr[(((((((int)threadIdx.x) + 115) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19)) + 271)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 476)] = condval_14;
  float condval_15;
  if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
    condval_15 = data_ptr[(((((((int)threadIdx.x) + 149) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19)) + 271)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 510)] = condval_15;
  float condval_16;
  if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
    condval_16 = data_ptr[(((((((int)threadIdx.x) + 183) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19)) + 271)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 544)] = condval_16;
  float condval_17;
  if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
    condval_17 = data_ptr[(((((((int)threadIdx.x) + 217) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19)) + 271)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 578)] = condval_17;
  float condval_18;
  if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
    condval_18 = data_ptr[(((((((int)threadIdx.x) + 251) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19)) + 271)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 612)] = condval_18;
  float condval_19;
  if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_19 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 526)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 646)] = condval_19;
  float condval_20;
  if (((((int)threadIdx.x) < 23) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_20 = data_ptr[(((((((int)threadIdx.x) + 319) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 271)];
  } else {
    condval_20 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 680)] = condval_20;
  float condval_21;
  if ((((19 <= ((((int)threadIdx.x) + 353) % 361)) && (((((int)threadIdx.x) + 353) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 11) % 19))) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_21 = data_ptr[((((((((int)threadIdx.x) + 714) / 361) * 289) + ((((((int)threadIdx.x) + 353) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) - 18)];
  } else {
    condval_21 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 714)] = condval_21;
  float condval_22;
  if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_22 = data_ptr[(((((((int)threadIdx.x) + 26) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) + 560)];
  } else {
    condval_22 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 748)] = condval_22;
  float condval_23;
  if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
    condval_23 = data_ptr[(((((((int)threadIdx.x) + 60) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19)) + 560)];
  } else {
    condval_23 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 782)] = condval_23;
  float condval_24;
  if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
    condval_24 = data_ptr[(((((((int)threadIdx.x) + 94) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19)) + 560)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 816)] = condval_24;
  float condval_25;
  if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
    condval_25 = data_ptr[(((((((int)threadIdx.x) + 128) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19)) + 560)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 850)] = condval_25;
  float condval_26;
  if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
    condval_26 = data_ptr[(((((((int)threadIdx.x) + 162) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19)) + 560)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 884)] = condval_26;
  float condval_27;
  if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
    condval_27 = data_ptr[(((((((int)threadIdx.x) + 196) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19)) + 560)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 918)] = condval_27;
  float condval_28;
  if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
    condval_28 = data_ptr[(((((((int)threadIdx.x) + 230) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19)) + 560)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 952)] = condval_28;
  float condval_29;
  if ((1 <= ((((int)threadIdx.x) + 17) % 19)) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
    condval_29 = data_ptr[(((((((int)threadIdx.x) + 264) / 19) * 17) + ((((int)threadIdx.x) + 17) % 19)) + 560)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 986)] = condval_29;
  float condval_30;
  if ((1 <= ((((int)threadIdx.x) + 13) % 19)) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
    condval_30 = data_ptr[(((((((int)threadIdx.x) + 298) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19)) + 560)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1020)] = condval_30;
  float condval_31;
  if ((((19 <= ((((int)threadIdx.x) + 332) % 361)) && (((((int)threadIdx.x) + 332) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 9) % 19))) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
    condval_31 = data_ptr[((((((((int)threadIdx.x) + 1054) / 361) * 289) + ((((((int)threadIdx.x) + 332) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 9) % 19)) - 18)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1054)] = condval_31;
  float condval_32;
  if (((14 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 5) % 19))) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
    condval_32 = data_ptr[(((((((int)threadIdx.x) + 5) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19)) + 849)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_32;
  float condval_33;
  if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
    condval_33 = data_ptr[(((((((int)threadIdx.x) + 39) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19)) + 849)];
  } else {
    condval_33 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1122)] = condval_33;
  float condval_34;
  if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
    condval_34 = data_ptr[(((((((int)threadIdx.x) + 73) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19)) + 849)];
  } else {
    condval_34 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1156)] = condval_34;
  float condval_35;
  if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
    condval_35 = data_ptr[(((((((int)threadIdx.x) + 107) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19)) + 849)];
  } else {
    condval_35 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1190)] = condval_35;
  float condval_36;
  if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
    condval_36 = data_ptr[(((((((int)threadIdx.x) + 141) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19)) + 849)];
  } else {
    condval_36 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1224)] = condval_36;
  float condval_37;
  if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
    condval_37 = data_ptr[(((((((int)threadIdx.x) + 175) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19)) + 849)];
  } else {
    condval_37 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1258)] = condval_37;
  float condval_38;
  if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_38 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 1036)];
  } else {
    condval_38 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1292)] = condval_38;
  float condval_39;
  if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_39 = data_ptr[(((((((int)threadIdx.x) + 243) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 849)];
  } else {
    condval_39 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1326)] = condval_39;
  float condval_40;
  if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_40 = data_ptr[(((((((int)threadIdx.x) + 277) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19)) + 849)];
  } else {
    condval_40 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1360)] = condval_40;
  float condval_41;
  if (((((int)threadIdx.x) < 31) && (1 <= ((((int)threadIdx.x) + 7) % 19))) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_41 = data_ptr[(((((((int)threadIdx.x) + 311) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) + 849)];
  } else {
    condval_41 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1394)] = condval_41;
  if (((int)threadIdx.x) < 16) {
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1428)] = 0x0p+0f/*0.000000e+00*/;
  }
  *(float3*)(kernel_shared_ptr + (((int)threadIdx.x) * 3)) = *(float3*)(kernel_ptr + (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + ((((int)threadIdx.x) % 12) * 3)));
  *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 34) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3))) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 34) / 12) * 4608)) + ((((((int)threadIdx.x) + 10) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3)));
  if (((int)threadIdx.x) < 28) {
    *(float3*)(kernel_shared_ptr + ((((((int)threadIdx.x) + 68) / 3) * 9) + (((((int)threadIdx.x) + 2) % 3) * 3))) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 68) / 12) * 4608)) + ((((((int)threadIdx.x) + 8) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 2) % 3) * 3)));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_42;
  if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_42 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 1138)];
  } else {
    condval_42 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1444)] = condval_42;
  float condval_43;
  if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_43 = data_ptr[(((((((int)threadIdx.x) + 34) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 1138)];
  } else {
    condval_43 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1478)] = condval_43;
  float condval_44;
  if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_44 = data_ptr[(((((((int)threadIdx.x) + 68) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19)) + 1138)];
  } else {
    condval_44 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1512)] = condval_44;
  float condval_45;
  if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_45 = data_ptr[(((((((int)threadIdx.x) + 102) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) + 1138)];
  } else {
    condval_45 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1546)] = condval_45;
  float condval_46;
  if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
    condval_46 = data_ptr[(((((((int)threadIdx.x) + 136) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19)) + 1138)];
  } else {
    condval_46 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1580)] = condval_46;
  float condval_47;
  if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
    condval_47 = data_ptr[(((((((int)threadIdx.x) + 170) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19)) + 1138)];
  } else {
    condval_47 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1614)] = condval_47;
  float condval_48;
  if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
    condval_48 = data_ptr[(((((((int)threadIdx.x) + 204) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19)) + 1138)];
  } else {
    condval_48 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1648)] = condval_48;
  float condval_49;
  if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
    condval_49 = data_ptr[(((((((int)threadIdx.x) + 238) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19)) + 1138)];
  } else {
    condval_49 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1682)] = condval_49;
  float condval_50;
  if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
    condval_50 = data_ptr[(((((((int)threadIdx.x) + 272) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19)) + 1138)];
  } else {
    condval_50 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1716)] = condval_50;
  float condval_51;
  if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
    condval_51 = data_ptr[(((((((int)threadIdx.x) + 306) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19)) + 1138)];
  } else {
    condval_51 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1750)] = condval_51;
  float condval_52;
  if ((((19 <= ((((int)threadIdx.x) + 340) % 361)) && (((((int)threadIdx.x) + 340) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
    condval_52 = data_ptr[((((((((int)threadIdx.x) + 340) / 361) * 289) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19)) + 1138)];
  } else {
    condval_52 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1784)] = condval_52;
  float condval_53;
  if (((6 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
    condval_53 = data_ptr[(((((((int)threadIdx.x) + 13) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19)) + 1427)];
  } else {
    condval_53 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1818)] = condval_53;
  float condval_54;
  if ((1 <= ((((int)threadIdx.x) + 9) % 19)) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
    condval_54 = data_ptr[(((((((int)threadIdx.x) + 47) / 19) * 17) + ((((int)threadIdx.x) + 9) % 19)) + 1427)];
  } else {
    condval_54 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1852)] = condval_54;
  float condval_55;
  if ((1 <= ((((int)threadIdx.x) + 5) % 19)) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
    condval_55 = data_ptr[(((((((int)threadIdx.x) + 81) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19)) + 1427)];
  } else {
    condval_55 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1886)] = condval_55;
  float condval_56;
  if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
    condval_56 = data_ptr[(((((((int)threadIdx.x) + 115) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19)) + 1427)];
  } else {
    condval_56 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1920)] = condval_56;
  float condval_57;
  if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
    condval_57 = data_ptr[(((((((int)threadIdx.x) + 149) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19)) + 1427)];
  } else {
    condval_57 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1954)] = condval_57;
  float condval_58;
  if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
    condval_58 = data_ptr[(((((((int)threadIdx.x) + 183) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19)) + 1427)];
  } else {
    condval_58 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 1988)] = condval_58;
  float condval_59;
  if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
    condval_59 = data_ptr[(((((((int)threadIdx.x) + 217) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19)) + 1427)];
  } else {
    condval_59 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2022)] = condval_59;
  float condval_60;
  if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
    condval_60 = data_ptr[(((((((int)threadIdx.x) + 251) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19)) + 1427)];
  } else {
    condval_60 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2056)] = condval_60;
  float condval_61;
  if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_61 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 1682)];
  } else {
    condval_61 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2090)] = condval_61;
  float condval_62;
  if (((((int)threadIdx.x) < 23) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_62 = data_ptr[(((((((int)threadIdx.x) + 319) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 1427)];
  } else {
    condval_62 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2124)] = condval_62;
  float condval_63;
  if ((((19 <= ((((int)threadIdx.x) + 353) % 361)) && (((((int)threadIdx.x) + 353) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 11) % 19))) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_63 = data_ptr[((((((((int)threadIdx.x) + 714) / 361) * 289) + ((((((int)threadIdx.x) + 353) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) + 1138)];
  } else {
    condval_63 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2158)] = condval_63;
  float condval_64;
  if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_64 = data_ptr[(((((((int)threadIdx.x) + 26) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) + 1716)];
  } else {
    condval_64 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2192)] = condval_64;
  float condval_65;
  if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
    condval_65 = data_ptr[(((((((int)threadIdx.x) + 60) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19)) + 1716)];
  } else {
    condval_65 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2226)] = condval_65;
  float condval_66;
  if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
    condval_66 = data_ptr[(((((((int)threadIdx.x) + 94) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19)) + 1716)];
  } else {
    condval_66 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2260)] = condval_66;
  float condval_67;
  if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
    condval_67 = data_ptr[(((((((int)threadIdx.x) + 128) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19)) + 1716)];
  } else {
    condval_67 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2294)] = condval_67;
  float condval_68;
  if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
    condval_68 = data_ptr[(((((((int)threadIdx.x) + 162) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19)) + 1716)];
  } else {
    condval_68 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2328)] = condval_68;
  float condval_69;
  if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
    condval_69 = data_ptr[(((((((int)threadIdx.x) + 196) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19)) + 1716)];
  } else {
    condval_69 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2362)] = condval_69;
  float condval_70;
  if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
    condval_70 = data_ptr[(((((((int)threadIdx.x) + 230) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19)) + 1716)];
  } else {
    condval_70 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2396)] = condval_70;
  float condval_71;
  if ((1 <= ((((int)threadIdx.x) + 17) % 19)) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
    condval_71 = data_ptr[(((((((int)threadIdx.x) + 264) / 19) * 17) + ((((int)threadIdx.x) + 17) % 19)) + 1716)];
  } else {
    condval_71 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2430)] = condval_71;
  float condval_72;
  if ((1 <= ((((int)threadIdx.x) + 13) % 19)) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
    condval_72 = data_ptr[(((((((int)threadIdx.x) + 298) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19)) + 1716)];
  } else {
    condval_72 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2464)] = condval_72;
  float condval_73;
  if ((((19 <= ((((int)threadIdx.x) + 332) % 361)) && (((((int)threadIdx.x) + 332) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 9) % 19))) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
    condval_73 = data_ptr[((((((((int)threadIdx.x) + 1054) / 361) * 289) + ((((((int)threadIdx.x) + 332) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 9) % 19)) + 1138)];
  } else {
    condval_73 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2498)] = condval_73;
  float condval_74;
  if (((14 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 5) % 19))) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
    condval_74 = data_ptr[(((((((int)threadIdx.x) + 5) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19)) + 2005)];
  } else {
    condval_74 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2532)] = condval_74;
  float condval_75;
  if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
    condval_75 = data_ptr[(((((((int)threadIdx.x) + 39) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19)) + 2005)];
  } else {
    condval_75 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2566)] = condval_75;
  float condval_76;
  if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
    condval_76 = data_ptr[(((((((int)threadIdx.x) + 73) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19)) + 2005)];
  } else {
    condval_76 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2600)] = condval_76;
  float condval_77;
  if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
    condval_77 = data_ptr[(((((((int)threadIdx.x) + 107) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19)) + 2005)];
  } else {
    condval_77 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2634)] = condval_77;
  float condval_78;
  if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
    condval_78 = data_ptr[(((((((int)threadIdx.x) + 141) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19)) + 2005)];
  } else {
    condval_78 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2668)] = condval_78;
  float condval_79;
  if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
    condval_79 = data_ptr[(((((((int)threadIdx.x) + 175) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19)) + 2005)];
  } else {
    condval_79 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2702)] = condval_79;
  float condval_80;
  if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_80 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 2192)];
  } else {
    condval_80 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2736)] = condval_80;
  float condval_81;
  if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_81 = data_ptr[(((((((int)threadIdx.x) + 243) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 2005)];
  } else {
    condval_81 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2770)] = condval_81;
  float condval_82;
  if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_82 = data_ptr[(((((((int)threadIdx.x) + 277) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19)) + 2005)];
  } else {
    condval_82 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2804)] = condval_82;
  float condval_83;
  if (((((int)threadIdx.x) < 31) && (1 <= ((((int)threadIdx.x) + 7) % 19))) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_83 = data_ptr[(((((((int)threadIdx.x) + 311) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) + 2005)];
  } else {
    condval_83 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2838)] = condval_83;
  if (((int)threadIdx.x) < 16) {
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2872)] = 0x0p+0f/*0.000000e+00*/;
  }
  *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 288)) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + ((((int)threadIdx.x) % 12) * 3)) + 36));
  *(float3*)(kernel_shared_ptr + (((((((int)threadIdx.x) + 34) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3)) + 288)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 34) / 12) * 4608)) + ((((((int)threadIdx.x) + 10) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3)) + 36));
  if (((int)threadIdx.x) < 28) {
    *(float3*)(kernel_shared_ptr + (((((((int)threadIdx.x) + 68) / 3) * 9) + (((((int)threadIdx.x) + 2) % 3) * 3)) + 288)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 68) / 12) * 4608)) + ((((((int)threadIdx.x) + 8) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 2) % 3) * 3)) + 36));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_84;
  if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_84 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 2294)];
  } else {
    condval_84 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2888)] = condval_84;
  float condval_85;
  if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_85 = data_ptr[(((((((int)threadIdx.x) + 34) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 2294)];
  } else {
    condval_85 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2922)] = condval_85;
  float condval_86;
  if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_86 = data_ptr[(((((((int)threadIdx.x) + 68) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19)) + 2294)];
  } else {
    condval_86 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2956)] = condval_86;
  float condval_87;
  if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_87 = data_ptr[(((((((int)threadIdx.x) + 102) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) + 2294)];
  } else {
    condval_87 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 2990)] = condval_87;
  float condval_88;
  if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
    condval_88 = data_ptr[(((((((int)threadIdx.x) + 136) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19)) + 2294)];
  } else {
    condval_88 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3024)] = condval_88;
  float condval_89;
  if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
    condval_89 = data_ptr[(((((((int)threadIdx.x) + 170) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19)) + 2294)];
  } else {
    condval_89 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3058)] = condval_89;
  float condval_90;
  if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
    condval_90 = data_ptr[(((((((int)threadIdx.x) + 204) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19)) + 2294)];
  } else {
    condval_90 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3092)] = condval_90;
  float condval_91;
  if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
    condval_91 = data_ptr[(((((((int)threadIdx.x) + 238) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19)) + 2294)];
  } else {
    condval_91 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3126)] = condval_91;
  float condval_92;
  if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
    condval_92 = data_ptr[(((((((int)threadIdx.x) + 272) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19)) + 2294)];
  } else {
    condval_92 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3160)] = condval_92;
  float condval_93;
  if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
    condval_93 = data_ptr[(((((((int)threadIdx.x) + 306) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19)) + 2294)];
  } else {
    condval_93 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3194)] = condval_93;
  float condval_94;
  if ((((19 <= ((((int)threadIdx.x) + 340) % 361)) && (((((int)threadIdx.x) + 340) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
    condval_94 = data_ptr[((((((((int)threadIdx.x) + 340) / 361) * 289) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19)) + 2294)];
  } else {
    condval_94 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3228)] = condval_94;
  float condval_95;
  if (((6 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
    condval_95 = data_ptr[(((((((int)threadIdx.x) + 13) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19)) + 2583)];
  } else {
    condval_95 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3262)] = condval_95;
  float condval_96;
  if ((1 <= ((((int)threadIdx.x) + 9) % 19)) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
    condval_96 = data_ptr[(((((((int)threadIdx.x) + 47) / 19) * 17) + ((((int)threadIdx.x) + 9) % 19)) + 2583)];
  } else {
    condval_96 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3296)] = condval_96;
  float condval_97;
  if ((1 <= ((((int)threadIdx.x) + 5) % 19)) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
    condval_97 = data_ptr[(((((((int)threadIdx.x) + 81) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19)) + 2583)];
  } else {
    condval_97 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3330)] = condval_97;
  float condval_98;
  if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
    condval_98 = data_ptr[(((((((int)threadIdx.x) + 115) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19)) + 2583)];
  } else {
    condval_98 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3364)] = condval_98;
  float condval_99;
  if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
    condval_99 = data_ptr[(((((((int)threadIdx.x) + 149) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19)) + 2583)];
  } else {
    condval_99 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3398)] = condval_99;
  float condval_100;
  if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
    condval_100 = data_ptr[(((((((int)threadIdx.x) + 183) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19)) + 2583)];
  } else {
    condval_100 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3432)] = condval_100;
  float condval_101;
  if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
    condval_101 = data_ptr[(((((((int)threadIdx.x) + 217) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19)) + 2583)];
  } else {
    condval_101 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3466)] = condval_101;
  float condval_102;
  if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
    condval_102 = data_ptr[(((((((int)threadIdx.x) + 251) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19)) + 2583)];
  } else {
    condval_102 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3500)] = condval_102;
  float condval_103;
  if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_103 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 2838)];
  } else {
    condval_103 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3534)] = condval_103;
  float condval_104;
  if (((((int)threadIdx.x) < 23) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_104 = data_ptr[(((((((int)threadIdx.x) + 319) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 2583)];
  } else {
    condval_104 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3568)] = condval_104;
  float condval_105;
  if ((((19 <= ((((int)threadIdx.x) + 353) % 361)) && (((((int)threadIdx.x) + 353) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 11) % 19))) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_105 = data_ptr[((((((((int)threadIdx.x) + 714) / 361) * 289) + ((((((int)threadIdx.x) + 353) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) + 2294)];
  } else {
    condval_105 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3602)] = condval_105;
  float condval_106;
  if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_106 = data_ptr[(((((((int)threadIdx.x) + 26) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) + 2872)];
  } else {
    condval_106 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3636)] = condval_106;
  float condval_107;
  if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
    condval_107 = data_ptr[(((((((int)threadIdx.x) + 60) / 19) * 17) + ((((int)threadIdx.x) + 3) % 19)) + 2872)];
  } else {
    condval_107 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3670)] = condval_107;
  float condval_108;
  if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
    condval_108 = data_ptr[(((((((int)threadIdx.x) + 94) / 19) * 17) + ((((int)threadIdx.x) + 18) % 19)) + 2872)];
  } else {
    condval_108 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3704)] = condval_108;
  float condval_109;
  if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
    condval_109 = data_ptr[(((((((int)threadIdx.x) + 128) / 19) * 17) + ((((int)threadIdx.x) + 14) % 19)) + 2872)];
  } else {
    condval_109 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3738)] = condval_109;
  float condval_110;
  if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
    condval_110 = data_ptr[(((((((int)threadIdx.x) + 162) / 19) * 17) + ((((int)threadIdx.x) + 10) % 19)) + 2872)];
  } else {
    condval_110 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3772)] = condval_110;
  float condval_111;
  if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
    condval_111 = data_ptr[(((((((int)threadIdx.x) + 196) / 19) * 17) + ((((int)threadIdx.x) + 6) % 19)) + 2872)];
  } else {
    condval_111 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3806)] = condval_111;
  float condval_112;
  if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
    condval_112 = data_ptr[(((((((int)threadIdx.x) + 230) / 19) * 17) + ((((int)threadIdx.x) + 2) % 19)) + 2872)];
  } else {
    condval_112 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3840)] = condval_112;
  float condval_113;
  if ((1 <= ((((int)threadIdx.x) + 17) % 19)) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
    condval_113 = data_ptr[(((((((int)threadIdx.x) + 264) / 19) * 17) + ((((int)threadIdx.x) + 17) % 19)) + 2872)];
  } else {
    condval_113 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3874)] = condval_113;
  float condval_114;
  if ((1 <= ((((int)threadIdx.x) + 13) % 19)) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
    condval_114 = data_ptr[(((((((int)threadIdx.x) + 298) / 19) * 17) + ((((int)threadIdx.x) + 13) % 19)) + 2872)];
  } else {
    condval_114 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3908)] = condval_114;
  float condval_115;
  if ((((19 <= ((((int)threadIdx.x) + 332) % 361)) && (((((int)threadIdx.x) + 332) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 9) % 19))) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
    condval_115 = data_ptr[((((((((int)threadIdx.x) + 1054) / 361) * 289) + ((((((int)threadIdx.x) + 332) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 9) % 19)) + 2294)];
  } else {
    condval_115 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3942)] = condval_115;
  float condval_116;
  if (((14 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 5) % 19))) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
    condval_116 = data_ptr[(((((((int)threadIdx.x) + 5) / 19) * 17) + ((((int)threadIdx.x) + 5) % 19)) + 3161)];
  } else {
    condval_116 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 3976)] = condval_116;
  float condval_117;
  if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
    condval_117 = data_ptr[(((((((int)threadIdx.x) + 39) / 19) * 17) + ((((int)threadIdx.x) + 1) % 19)) + 3161)];
  } else {
    condval_117 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4010)] = condval_117;
  float condval_118;
  if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
    condval_118 = data_ptr[(((((((int)threadIdx.x) + 73) / 19) * 17) + ((((int)threadIdx.x) + 16) % 19)) + 3161)];
  } else {
    condval_118 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4044)] = condval_118;
  float condval_119;
  if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
    condval_119 = data_ptr[(((((((int)threadIdx.x) + 107) / 19) * 17) + ((((int)threadIdx.x) + 12) % 19)) + 3161)];
  } else {
    condval_119 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4078)] = condval_119;
  float condval_120;
  if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
    condval_120 = data_ptr[(((((((int)threadIdx.x) + 141) / 19) * 17) + ((((int)threadIdx.x) + 8) % 19)) + 3161)];
  } else {
    condval_120 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4112)] = condval_120;
  float condval_121;
  if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
    condval_121 = data_ptr[(((((((int)threadIdx.x) + 175) / 19) * 17) + ((((int)threadIdx.x) + 4) % 19)) + 3161)];
  } else {
    condval_121 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4146)] = condval_121;
  float condval_122;
  if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
    condval_122 = data_ptr[((((((int)threadIdx.x) / 19) * 17) + (((int)threadIdx.x) % 19)) + 3348)];
  } else {
    condval_122 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4180)] = condval_122;
  float condval_123;
  if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
    condval_123 = data_ptr[(((((((int)threadIdx.x) + 243) / 19) * 17) + ((((int)threadIdx.x) + 15) % 19)) + 3161)];
  } else {
    condval_123 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4214)] = condval_123;
  float condval_124;
  if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
    condval_124 = data_ptr[(((((((int)threadIdx.x) + 277) / 19) * 17) + ((((int)threadIdx.x) + 11) % 19)) + 3161)];
  } else {
    condval_124 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4248)] = condval_124;
  float condval_125;
  if (((((int)threadIdx.x) < 31) && (1 <= ((((int)threadIdx.x) + 7) % 19))) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
    condval_125 = data_ptr[(((((((int)threadIdx.x) + 311) / 19) * 17) + ((((int)threadIdx.x) + 7) % 19)) + 3161)];
  } else {
    condval_125 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) + 4282)] = condval_125;
  if (((int)threadIdx.x) < 16) {
    pad_temp_shared_ptr[(((int)threadIdx.x) + 4316)] = 0x0p+0f/*0.000000e+00*/;
  }
  *(float3*)(kernel_shared_ptr + ((((int)threadIdx.x) * 3) + 576)) = *(float3*)(kernel_ptr + ((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + ((((int)threadIdx.x) % 12) * 3)) + 72));
  *(float3*)(kernel_shared_ptr + (((((((int)threadIdx.x) + 34) / 3) * 9) + (((((int)threadIdx.x) + 1) % 3) * 3)) + 576)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 34) / 12) * 4608)) + ((((((int)threadIdx.x) + 10) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3)) + 72));
  if (((int)threadIdx.x) < 28) {
    *(float3*)(kernel_shared_ptr + (((((((int)threadIdx.x) + 68) / 3) * 9) + (((((int)threadIdx.x) + 2) % 3) * 3)) + 576)) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 68) / 12) * 4608)) + ((((((int)threadIdx.x) + 8) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 2) % 3) * 3)) + 72));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v25 = (((int)threadIdx.x) % 17);
  int cse_v26 = (((int)threadIdx.x) / 17);
  int cse_v51 = ((((int)threadIdx.x) % 17) * 19);
  int cse_v52 = ((((int)threadIdx.x) / 17) * 144);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 125; ++rc_0_ry_0_rx_0_fused) {
    int cse_v50 = ((rc_0_ry_0_rx_0_fused + 3) & 3);
    int cse_v22 = (rc_0_ry_0_rx_0_fused * 1156);
    int cse_v148 = (((rc_0_ry_0_rx_0_fused * 1156) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19));
    int cse_v149 = ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x));
    __syncthreads();
    float condval_126;
    if (((19 <= ((int)threadIdx.x)) && (1 <= (((int)threadIdx.x) % 19))) && ((((int)threadIdx.x) % 19) < 18)) {
      condval_126 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19)) + 3450)];
    } else {
      condval_126 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x))] = condval_126;
    float condval_127;
    if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
      condval_127 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 34) / 19) * 17)) + ((((int)threadIdx.x) + 15) % 19)) + 3450)];
    } else {
      condval_127 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 34)] = condval_127;
    float condval_128;
    if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
      condval_128 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 68) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) + 3450)];
    } else {
      condval_128 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 68)] = condval_128;
    float condval_129;
    if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
      condval_129 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 102) / 19) * 17)) + ((((int)threadIdx.x) + 7) % 19)) + 3450)];
    } else {
      condval_129 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 102)] = condval_129;
    float condval_130;
    if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
      condval_130 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 136) / 19) * 17)) + ((((int)threadIdx.x) + 3) % 19)) + 3450)];
    } else {
      condval_130 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 136)] = condval_130;
    float condval_131;
    if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
      condval_131 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 170) / 19) * 17)) + ((((int)threadIdx.x) + 18) % 19)) + 3450)];
    } else {
      condval_131 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 170)] = condval_131;
    float condval_132;
    if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
      condval_132 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 204) / 19) * 17)) + ((((int)threadIdx.x) + 14) % 19)) + 3450)];
    } else {
      condval_132 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 204)] = condval_132;
    float condval_133;
    if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
      condval_133 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 238) / 19) * 17)) + ((((int)threadIdx.x) + 10) % 19)) + 3450)];
    } else {
      condval_133 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 238)] = condval_133;
    float condval_134;
    if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
      condval_134 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 272) / 19) * 17)) + ((((int)threadIdx.x) + 6) % 19)) + 3450)];
    } else {
      condval_134 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 272)] = condval_134;
    float condval_135;
    if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
      condval_135 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 306) / 19) * 17)) + ((((int)threadIdx.x) + 2) % 19)) + 3450)];
    } else {
      condval_135 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 306)] = condval_135;
    float condval_136;
    if ((((19 <= ((((int)threadIdx.x) + 340) % 361)) && (((((int)threadIdx.x) + 340) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 17) % 19))) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
      condval_136 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 340) / 361) * 289)) + ((((((int)threadIdx.x) + 340) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19)) + 3450)];
    } else {
      condval_136 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 340)] = condval_136;
    float condval_137;
    if (((6 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 13) % 19))) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
      condval_137 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 13) / 19) * 17)) + ((((int)threadIdx.x) + 13) % 19)) + 3739)];
    } else {
      condval_137 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 374)] = condval_137;
    float condval_138;
    if ((1 <= ((((int)threadIdx.x) + 9) % 19)) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
      condval_138 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 47) / 19) * 17)) + ((((int)threadIdx.x) + 9) % 19)) + 3739)];
    } else {
      condval_138 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 408)] = condval_138;
    float condval_139;
    if ((1 <= ((((int)threadIdx.x) + 5) % 19)) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
      condval_139 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 81) / 19) * 17)) + ((((int)threadIdx.x) + 5) % 19)) + 3739)];
    } else {
      condval_139 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 442)] = condval_139;
    float condval_140;
    if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
      condval_140 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 115) / 19) * 17)) + ((((int)threadIdx.x) + 1) % 19)) + 3739)];
    } else {
      condval_140 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 476)] = condval_140;
    float condval_141;
    if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
      condval_141 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 149) / 19) * 17)) + ((((int)threadIdx.x) + 16) % 19)) + 3739)];
    } else {
      condval_141 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 510)] = condval_141;
    float condval_142;
    if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
      condval_142 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 183) / 19) * 17)) + ((((int)threadIdx.x) + 12) % 19)) + 3739)];
    } else {
      condval_142 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 544)] = condval_142;
    float condval_143;
    if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
      condval_143 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 217) / 19) * 17)) + ((((int)threadIdx.x) + 8) % 19)) + 3739)];
    } else {
      condval_143 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 578)] = condval_143;
    float condval_144;
    if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
      condval_144 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 251) / 19) * 17)) + ((((int)threadIdx.x) + 4) % 19)) + 3739)];
    } else {
      condval_144 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 612)] = condval_144;
    float condval_145;
    if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
      condval_145 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19)) + 3994)];
    } else {
      condval_145 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 646)] = condval_145;
    float condval_146;
    if (((((int)threadIdx.x) < 23) && (1 <= ((((int)threadIdx.x) + 15) % 19))) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
      condval_146 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 319) / 19) * 17)) + ((((int)threadIdx.x) + 15) % 19)) + 3739)];
    } else {
      condval_146 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 680)] = condval_146;
    float condval_147;
    if ((((19 <= ((((int)threadIdx.x) + 353) % 361)) && (((((int)threadIdx.x) + 353) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 11) % 19))) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
      condval_147 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 714) / 361) * 289)) + ((((((int)threadIdx.x) + 353) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) + 3450)];
    } else {
      condval_147 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 714)] = condval_147;
    float condval_148;
    if ((1 <= ((((int)threadIdx.x) + 7) % 19)) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
      condval_148 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 26) / 19) * 17)) + ((((int)threadIdx.x) + 7) % 19)) + 4028)];
    } else {
      condval_148 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 748)] = condval_148;
    float condval_149;
    if ((1 <= ((((int)threadIdx.x) + 3) % 19)) && (((((int)threadIdx.x) + 3) % 19) < 18)) {
      condval_149 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 60) / 19) * 17)) + ((((int)threadIdx.x) + 3) % 19)) + 4028)];
    } else {
      condval_149 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 782)] = condval_149;
    float condval_150;
    if ((1 <= ((((int)threadIdx.x) + 18) % 19)) && (((((int)threadIdx.x) + 18) % 19) < 18)) {
      condval_150 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 94) / 19) * 17)) + ((((int)threadIdx.x) + 18) % 19)) + 4028)];
    } else {
      condval_150 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 816)] = condval_150;
    float condval_151;
    if ((1 <= ((((int)threadIdx.x) + 14) % 19)) && (((((int)threadIdx.x) + 14) % 19) < 18)) {
      condval_151 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 128) / 19) * 17)) + ((((int)threadIdx.x) + 14) % 19)) + 4028)];
    } else {
      condval_151 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 850)] = condval_151;
    float condval_152;
    if ((1 <= ((((int)threadIdx.x) + 10) % 19)) && (((((int)threadIdx.x) + 10) % 19) < 18)) {
      condval_152 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 162) / 19) * 17)) + ((((int)threadIdx.x) + 10) % 19)) + 4028)];
    } else {
      condval_152 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 884)] = condval_152;
    float condval_153;
    if ((1 <= ((((int)threadIdx.x) + 6) % 19)) && (((((int)threadIdx.x) + 6) % 19) < 18)) {
      condval_153 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 196) / 19) * 17)) + ((((int)threadIdx.x) + 6) % 19)) + 4028)];
    } else {
      condval_153 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 918)] = condval_153;
    float condval_154;
    if ((1 <= ((((int)threadIdx.x) + 2) % 19)) && (((((int)threadIdx.x) + 2) % 19) < 18)) {
      condval_154 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 230) / 19) * 17)) + ((((int)threadIdx.x) + 2) % 19)) + 4028)];
    } else {
      condval_154 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 952)] = condval_154;
    float condval_155;
    if ((1 <= ((((int)threadIdx.x) + 17) % 19)) && (((((int)threadIdx.x) + 17) % 19) < 18)) {
      condval_155 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 264) / 19) * 17)) + ((((int)threadIdx.x) + 17) % 19)) + 4028)];
    } else {
      condval_155 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 986)] = condval_155;
    float condval_156;
    if ((1 <= ((((int)threadIdx.x) + 13) % 19)) && (((((int)threadIdx.x) + 13) % 19) < 18)) {
      condval_156 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 298) / 19) * 17)) + ((((int)threadIdx.x) + 13) % 19)) + 4028)];
    } else {
      condval_156 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1020)] = condval_156;
    float condval_157;
    if ((((19 <= ((((int)threadIdx.x) + 332) % 361)) && (((((int)threadIdx.x) + 332) % 361) < 342)) && (1 <= ((((int)threadIdx.x) + 9) % 19))) && (((((int)threadIdx.x) + 9) % 19) < 18)) {
      condval_157 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 1054) / 361) * 289)) + ((((((int)threadIdx.x) + 332) % 361) / 19) * 17)) + ((((int)threadIdx.x) + 9) % 19)) + 3450)];
    } else {
      condval_157 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1054)] = condval_157;
    float condval_158;
    if (((14 <= ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) + 5) % 19))) && (((((int)threadIdx.x) + 5) % 19) < 18)) {
      condval_158 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 5) / 19) * 17)) + ((((int)threadIdx.x) + 5) % 19)) + 4317)];
    } else {
      condval_158 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1088)] = condval_158;
    float condval_159;
    if ((1 <= ((((int)threadIdx.x) + 1) % 19)) && (((((int)threadIdx.x) + 1) % 19) < 18)) {
      condval_159 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 39) / 19) * 17)) + ((((int)threadIdx.x) + 1) % 19)) + 4317)];
    } else {
      condval_159 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1122)] = condval_159;
    float condval_160;
    if ((1 <= ((((int)threadIdx.x) + 16) % 19)) && (((((int)threadIdx.x) + 16) % 19) < 18)) {
      condval_160 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 73) / 19) * 17)) + ((((int)threadIdx.x) + 16) % 19)) + 4317)];
    } else {
      condval_160 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1156)] = condval_160;
    float condval_161;
    if ((1 <= ((((int)threadIdx.x) + 12) % 19)) && (((((int)threadIdx.x) + 12) % 19) < 18)) {
      condval_161 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 107) / 19) * 17)) + ((((int)threadIdx.x) + 12) % 19)) + 4317)];
    } else {
      condval_161 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1190)] = condval_161;
    float condval_162;
    if ((1 <= ((((int)threadIdx.x) + 8) % 19)) && (((((int)threadIdx.x) + 8) % 19) < 18)) {
      condval_162 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 141) / 19) * 17)) + ((((int)threadIdx.x) + 8) % 19)) + 4317)];
    } else {
      condval_162 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1224)] = condval_162;
    float condval_163;
    if ((1 <= ((((int)threadIdx.x) + 4) % 19)) && (((((int)threadIdx.x) + 4) % 19) < 18)) {
      condval_163 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 175) / 19) * 17)) + ((((int)threadIdx.x) + 4) % 19)) + 4317)];
    } else {
      condval_163 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1258)] = condval_163;
    float condval_164;
    if ((1 <= (((int)threadIdx.x) % 19)) && ((((int)threadIdx.x) % 19) < 18)) {
      condval_164 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((int)threadIdx.x) / 19) * 17)) + (((int)threadIdx.x) % 19)) + 4504)];
    } else {
      condval_164 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1292)] = condval_164;
    float condval_165;
    if ((1 <= ((((int)threadIdx.x) + 15) % 19)) && (((((int)threadIdx.x) + 15) % 19) < 18)) {
      condval_165 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 243) / 19) * 17)) + ((((int)threadIdx.x) + 15) % 19)) + 4317)];
    } else {
      condval_165 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1326)] = condval_165;
    float condval_166;
    if ((1 <= ((((int)threadIdx.x) + 11) % 19)) && (((((int)threadIdx.x) + 11) % 19) < 18)) {
      condval_166 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 277) / 19) * 17)) + ((((int)threadIdx.x) + 11) % 19)) + 4317)];
    } else {
      condval_166 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1360)] = condval_166;
    float condval_167;
    if (((((int)threadIdx.x) < 31) && (1 <= ((((int)threadIdx.x) + 7) % 19))) && (((((int)threadIdx.x) + 7) % 19) < 18)) {
      condval_167 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) + 311) / 19) * 17)) + ((((int)threadIdx.x) + 7) % 19)) + 4317)];
    } else {
      condval_167 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1394)] = condval_167;
    if (((int)threadIdx.x) < 16) {
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 3) & 3) * 1444) + ((int)threadIdx.x)) + 1428)] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v23 = (rc_0_ry_0_rx_0_fused * 36);
    int cse_v98 = (((rc_0_ry_0_rx_0_fused + 3) & 3) * 288);
    *(float3*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 3) & 3) * 288) + (((int)threadIdx.x) * 3))) = *(float3*)(kernel_ptr + (((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 12) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + ((((int)threadIdx.x) % 12) * 3)) + 108));
    *(float3*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 288) + (((((int)threadIdx.x) + 34) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 34) / 12) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + ((((((int)threadIdx.x) + 10) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 1) % 3) * 3)) + 108));
    if (((int)threadIdx.x) < 28) {
      *(float3*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 3) & 3) * 288) + (((((int)threadIdx.x) + 68) / 3) * 9)) + (((((int)threadIdx.x) + 2) % 3) * 3))) = *(float3*)(kernel_ptr + ((((((((int)blockIdx.x) * 36864) + (((((int)threadIdx.x) + 68) / 12) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + ((((((int)threadIdx.x) + 8) % 12) / 3) * 9)) + (((((int)threadIdx.x) + 2) % 3) * 3)) + 108));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_3();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 2; ++rc_1) {
      for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
        int cse_v24 = (rc_0_ry_0_rx_0_fused & 3);
        int cse_v268 = (((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19));
        int cse_v269 = (((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3));
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v347 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v348 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v349 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3);
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v350 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v351 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5);
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v352 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6);
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v353 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7);
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v354 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8);
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v355 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9);
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v356 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10);
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v357 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11);
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v358 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12);
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v359 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13);
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v360 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14);
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v361 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15);
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v362 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3))]));
        int cse_v363 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 36)]));
        int cse_v364 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 361);
        int cse_v365 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v366 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v367 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v368 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364);
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v369 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v370 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366);
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v371 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367);
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v372 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368);
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v373 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369);
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v374 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370);
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v375 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371);
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v376 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372);
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v377 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373);
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v378 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374);
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v379 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375);
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v380 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376);
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v381 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 9)]));
        int cse_v382 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 45)]));
        int cse_v383 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 72)]));
        int cse_v384 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19))] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 108)]));
        int cse_v385 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 81)]));
        int cse_v386 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 361)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 117)]));
        int cse_v387 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        int cse_v388 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 1)]));
        int cse_v389 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 37)]));
        int cse_v390 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        int cse_v391 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 10)]));
        int cse_v392 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 46)]));
        int cse_v393 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 73)]));
        int cse_v394 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 109)]));
        int cse_v395 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 82)]));
        int cse_v396 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 362)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 118)]));
        int cse_v397 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        int cse_v398 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 2)]));
        int cse_v399 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 38)]));
        int cse_v400 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        int cse_v401 = ((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 379);
        conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 11)]));
        int cse_v402 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47);
        conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 47)]));
        int cse_v403 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 74)]));
        int cse_v404 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 5)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 6)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 7)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 8)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 9)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 10)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 11)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 12)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 13)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 14)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 15)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 16)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 17)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 18)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 110)]));
        int cse_v405 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83);
        conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 83)]));
        int cse_v406 = ((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119);
        conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 363)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 364)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 365)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 366)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 367)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 368)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 369)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 370)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 371)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 372)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 373)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 374)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 375)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 376)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 377)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 378)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
        conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 1444) + (rc_1 * 722)) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 379)] * kernel_shared_ptr[((((((rc_0_ry_0_rx_0_fused & 3) * 288) + ((((int)threadIdx.x) / 17) * 144)) + (rc_1 * 18)) + (ry_1 * 3)) + 119)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 2; ++rc_1_1) {
    for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
      int cse_v99 = (((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19));
      int cse_v150 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1444);
      int cse_v151 = ((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3));
      int cse_v270 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1444)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v152 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v153 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v154 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v155 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v156 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v157 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v158 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v159 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v160 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v161 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v162 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v163 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v164 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v165 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v166 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v167 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 288)]));
      int cse_v271 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1444)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 324)]));
      int cse_v168 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1805);
      int cse_v272 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1805)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v169 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v170 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v171 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v172 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v173 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v174 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v175 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v176 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v177 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v178 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v179 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v180 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v181 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v182 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v183 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v184 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 297)]));
      int cse_v273 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1805)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 333)]));
      int cse_v274 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1444)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 360)]));
      int cse_v275 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1444)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 396)]));
      int cse_v276 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1805)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 369)]));
      int cse_v277 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1805)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 405)]));
      int cse_v278 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      int cse_v185 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 289)]));
      int cse_v279 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 325)]));
      int cse_v280 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      int cse_v186 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 298)]));
      int cse_v281 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 334)]));
      int cse_v282 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 361)]));
      int cse_v283 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1445)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 397)]));
      int cse_v284 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 370)]));
      int cse_v285 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1806)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 406)]));
      int cse_v286 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      int cse_v187 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1462);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1462)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 290)]));
      int cse_v287 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1462)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 326)]));
      int cse_v288 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      int cse_v188 = ((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1823);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1823)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 299)]));
      int cse_v289 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1823)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 335)]));
      int cse_v290 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1462)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 362)]));
      int cse_v291 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1446)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1447)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1448)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1449)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1450)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1451)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1452)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1453)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1454)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1455)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1456)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1457)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1458)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1459)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1460)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1461)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1462)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 398)]));
      int cse_v292 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1823)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 371)]));
      int cse_v293 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1807)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1808)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1809)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1810)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1811)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1812)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1813)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1814)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1815)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1816)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1817)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1818)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1819)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1820)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1821)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1822)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_1 * 722) + (ry_1_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 1823)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_1 * 18)) + (ry_1_1 * 3)) + 407)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 2; ++rc_1_2) {
    for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
      int cse_v100 = (((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19));
      int cse_v189 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2888);
      int cse_v190 = ((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3));
      int cse_v294 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2888)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v191 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v192 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v193 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v194 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v195 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v196 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v197 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v198 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v199 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v200 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v201 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v202 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v203 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v204 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v205 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v206 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 576)]));
      int cse_v295 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2888)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 612)]));
      int cse_v207 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3249);
      int cse_v296 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3249)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v208 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v209 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v210 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v211 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v212 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v213 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v214 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v215 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v216 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v217 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v218 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v219 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v220 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v221 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v222 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v223 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 585)]));
      int cse_v297 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3249)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 621)]));
      int cse_v298 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2888)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 648)]));
      int cse_v299 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2888)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 684)]));
      int cse_v300 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3249)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 657)]));
      int cse_v301 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3249)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 693)]));
      int cse_v302 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      int cse_v224 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 577)]));
      int cse_v303 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 613)]));
      int cse_v304 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      int cse_v225 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 586)]));
      int cse_v305 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 622)]));
      int cse_v306 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 649)]));
      int cse_v307 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2889)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 685)]));
      int cse_v308 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 658)]));
      int cse_v309 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3250)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 694)]));
      int cse_v310 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      int cse_v226 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2906);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2906)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 578)]));
      int cse_v311 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2906)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 614)]));
      int cse_v312 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      int cse_v227 = ((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3267);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3267)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 587)]));
      int cse_v313 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3267)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 623)]));
      int cse_v314 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2906)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 650)]));
      int cse_v315 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2890)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2891)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2892)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2893)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2894)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2895)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2896)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2897)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2898)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2899)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2900)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2901)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2902)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2903)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2904)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2905)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 2906)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 686)]));
      int cse_v316 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3267)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 659)]));
      int cse_v317 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3251)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3252)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3253)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3254)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3255)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3256)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3257)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3258)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3259)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3260)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3261)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3262)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3263)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3264)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3265)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3266)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_2 * 722) + (ry_1_2 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 3267)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_2 * 18)) + (ry_1_2 * 3)) + 695)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_3 = 0; rc_1_3 < 2; ++rc_1_3) {
    for (int ry_1_3 = 0; ry_1_3 < 3; ++ry_1_3) {
      int cse_v101 = (((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19));
      int cse_v228 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4332);
      int cse_v229 = ((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3));
      int cse_v318 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4332)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v230 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v231 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v232 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v233 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v234 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v235 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v236 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v237 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v238 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v239 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v240 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v241 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v242 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v243 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v244 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v245 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 864)]));
      int cse_v319 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4332)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 900)]));
      int cse_v246 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4693);
      int cse_v320 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4693)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v247 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v248 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v249 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v250 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v251 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698);
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v252 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v253 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700);
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v254 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v255 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702);
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v256 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v257 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704);
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v258 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v259 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706);
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v260 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v261 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708);
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v262 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 873)]));
      int cse_v321 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4693)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 909)]));
      int cse_v322 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4332)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 936)]));
      int cse_v323 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4332)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 972)]));
      int cse_v324 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4693)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 945)]));
      int cse_v325 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4693)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 981)]));
      int cse_v326 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      int cse_v263 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 865)]));
      int cse_v327 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 901)]));
      int cse_v328 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      int cse_v264 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 874)]));
      int cse_v329 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 910)]));
      int cse_v330 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 937)]));
      int cse_v331 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4333)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 973)]));
      int cse_v332 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 946)]));
      int cse_v333 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4694)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 982)]));
      int cse_v334 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      int cse_v265 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4350);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4350)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 866)]));
      int cse_v335 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4350)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 902)]));
      int cse_v336 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      int cse_v266 = ((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4711);
      conv2d_nchw_local_ptr[16] = (conv2d_nchw_local_ptr[16] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4711)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 875)]));
      int cse_v337 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911);
      conv2d_nchw_local_ptr[17] = (conv2d_nchw_local_ptr[17] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[18] = (conv2d_nchw_local_ptr[18] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[19] = (conv2d_nchw_local_ptr[19] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[20] = (conv2d_nchw_local_ptr[20] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[21] = (conv2d_nchw_local_ptr[21] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[22] = (conv2d_nchw_local_ptr[22] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[23] = (conv2d_nchw_local_ptr[23] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[24] = (conv2d_nchw_local_ptr[24] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[25] = (conv2d_nchw_local_ptr[25] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[26] = (conv2d_nchw_local_ptr[26] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[27] = (conv2d_nchw_local_ptr[27] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[28] = (conv2d_nchw_local_ptr[28] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[29] = (conv2d_nchw_local_ptr[29] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[30] = (conv2d_nchw_local_ptr[30] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[31] = (conv2d_nchw_local_ptr[31] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[32] = (conv2d_nchw_local_ptr[32] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      conv2d_nchw_local_ptr[33] = (conv2d_nchw_local_ptr[33] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4711)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 911)]));
      int cse_v338 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4350)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 938)]));
      int cse_v339 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4334)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4335)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4336)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4337)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4338)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4339)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4340)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4341)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4342)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4343)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4344)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4345)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4346)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4347)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4348)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4349)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4350)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 974)]));
      int cse_v340 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947);
      conv2d_nchw_local_ptr[34] = (conv2d_nchw_local_ptr[34] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[35] = (conv2d_nchw_local_ptr[35] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[36] = (conv2d_nchw_local_ptr[36] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[37] = (conv2d_nchw_local_ptr[37] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[38] = (conv2d_nchw_local_ptr[38] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[39] = (conv2d_nchw_local_ptr[39] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[40] = (conv2d_nchw_local_ptr[40] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[41] = (conv2d_nchw_local_ptr[41] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[42] = (conv2d_nchw_local_ptr[42] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[43] = (conv2d_nchw_local_ptr[43] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[44] = (conv2d_nchw_local_ptr[44] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[45] = (conv2d_nchw_local_ptr[45] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[46] = (conv2d_nchw_local_ptr[46] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[47] = (conv2d_nchw_local_ptr[47] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[48] = (conv2d_nchw_local_ptr[48] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[49] = (conv2d_nchw_local_ptr[49] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      conv2d_nchw_local_ptr[50] = (conv2d_nchw_local_ptr[50] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4711)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 947)]));
      int cse_v341 = (((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983);
      conv2d_nchw_local_ptr[51] = (conv2d_nchw_local_ptr[51] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4695)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[52] = (conv2d_nchw_local_ptr[52] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4696)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[53] = (conv2d_nchw_local_ptr[53] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4697)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[54] = (conv2d_nchw_local_ptr[54] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4698)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[55] = (conv2d_nchw_local_ptr[55] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4699)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[56] = (conv2d_nchw_local_ptr[56] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4700)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[57] = (conv2d_nchw_local_ptr[57] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4701)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[58] = (conv2d_nchw_local_ptr[58] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4702)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[59] = (conv2d_nchw_local_ptr[59] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4703)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[60] = (conv2d_nchw_local_ptr[60] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4704)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[61] = (conv2d_nchw_local_ptr[61] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4705)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[62] = (conv2d_nchw_local_ptr[62] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4706)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[63] = (conv2d_nchw_local_ptr[63] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4707)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[64] = (conv2d_nchw_local_ptr[64] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4708)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[65] = (conv2d_nchw_local_ptr[65] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4709)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[66] = (conv2d_nchw_local_ptr[66] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4710)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
      conv2d_nchw_local_ptr[67] = (conv2d_nchw_local_ptr[67] + (pad_temp_shared_ptr[((((rc_1_3 * 722) + (ry_1_3 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + 4711)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 17) * 144) + (rc_1_3 * 18)) + (ry_1_3 * 3)) + 983)]));
    }
  }
  int cse_v267 = (((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17));
  conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 2)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 3)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 4)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 5)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 6)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 7)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 8)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 9)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 10)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 11)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 12)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 13)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 14)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 15)] = conv2d_nchw_local_ptr[15];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 16)] = conv2d_nchw_local_ptr[16];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 289)] = conv2d_nchw_local_ptr[17];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 290)] = conv2d_nchw_local_ptr[18];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 291)] = conv2d_nchw_local_ptr[19];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 292)] = conv2d_nchw_local_ptr[20];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 293)] = conv2d_nchw_local_ptr[21];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 294)] = conv2d_nchw_local_ptr[22];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 295)] = conv2d_nchw_local_ptr[23];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 296)] = conv2d_nchw_local_ptr[24];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 297)] = conv2d_nchw_local_ptr[25];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 298)] = conv2d_nchw_local_ptr[26];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 299)] = conv2d_nchw_local_ptr[27];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 300)] = conv2d_nchw_local_ptr[28];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 301)] = conv2d_nchw_local_ptr[29];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 302)] = conv2d_nchw_local_ptr[30];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 303)] = conv2d_nchw_local_ptr[31];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 304)] = conv2d_nchw_local_ptr[32];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 305)] = conv2d_nchw_local_ptr[33];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 578)] = conv2d_nchw_local_ptr[34];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 579)] = conv2d_nchw_local_ptr[35];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 580)] = conv2d_nchw_local_ptr[36];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 581)] = conv2d_nchw_local_ptr[37];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 582)] = conv2d_nchw_local_ptr[38];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 583)] = conv2d_nchw_local_ptr[39];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 584)] = conv2d_nchw_local_ptr[40];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 585)] = conv2d_nchw_local_ptr[41];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 586)] = conv2d_nchw_local_ptr[42];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 587)] = conv2d_nchw_local_ptr[43];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 588)] = conv2d_nchw_local_ptr[44];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 589)] = conv2d_nchw_local_ptr[45];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 590)] = conv2d_nchw_local_ptr[46];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 591)] = conv2d_nchw_local_ptr[47];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 592)] = conv2d_nchw_local_ptr[48];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 593)] = conv2d_nchw_local_ptr[49];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 594)] = conv2d_nchw_local_ptr[50];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 867)] = conv2d_nchw_local_ptr[51];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 868)] = conv2d_nchw_local_ptr[52];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 869)] = conv2d_nchw_local_ptr[53];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 870)] = conv2d_nchw_local_ptr[54];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 871)] = conv2d_nchw_local_ptr[55];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 872)] = conv2d_nchw_local_ptr[56];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 873)] = conv2d_nchw_local_ptr[57];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 874)] = conv2d_nchw_local_ptr[58];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 875)] = conv2d_nchw_local_ptr[59];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 876)] = conv2d_nchw_local_ptr[60];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 877)] = conv2d_nchw_local_ptr[61];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 878)] = conv2d_nchw_local_ptr[62];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 879)] = conv2d_nchw_local_ptr[63];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 880)] = conv2d_nchw_local_ptr[64];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 881)] = conv2d_nchw_local_ptr[65];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 882)] = conv2d_nchw_local_ptr[66];
  conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + ((((int)threadIdx.x) / 17) * 1156)) + ((((int)threadIdx.x) % 17) * 17)) + 883)] = conv2d_nchw_local_ptr[67];
}

