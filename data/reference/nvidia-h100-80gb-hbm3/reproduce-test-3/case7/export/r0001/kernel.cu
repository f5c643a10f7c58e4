
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
extern "C" __global__ void __launch_bounds__(68) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(68) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[34];
  __shared__ alignas(64) float pad_temp_shared_ptr[4332];
  __shared__ alignas(64) float kernel_shared_ptr[864];
  for (int xx_3_init = 0; xx_3_init < 17; ++xx_3_init) {
    conv2d_nchw_local_ptr[xx_3_init] = 0x0p+0f/*0.000000e+00*/;
    conv2d_nchw_local_ptr[(xx_3_init + 17)] = 0x0p+0f/*0.000000e+00*/;
  }
  int cse_v1 = (((int)threadIdx.x) * 4);
  int cse_v2 = (((int)blockIdx.x) * 36864);
  int cse_v9 = ((((int)threadIdx.x) * 4) % 19);
  int cse_v10 = ((((int)threadIdx.x) * 4) / 19);
  int cse_v11 = ((((int)threadIdx.x) * 4) + 1);
  int cse_v12 = ((((int)threadIdx.x) * 4) + 2);
  int cse_v13 = ((((int)threadIdx.x) * 4) + 3);
  int cse_v14 = ((((int)threadIdx.x) * 4) + 272);
  int cse_v15 = ((((int)threadIdx.x) * 4) + 6);
  int cse_v16 = ((((int)threadIdx.x) * 4) + 273);
  int cse_v17 = ((((int)threadIdx.x) * 4) + 7);
  int cse_v18 = ((((int)threadIdx.x) * 4) + 274);
  int cse_v19 = ((((int)threadIdx.x) * 4) + 8);
  int cse_v20 = ((((int)threadIdx.x) * 4) + 275);
  int cse_v21 = ((((int)threadIdx.x) * 4) + 544);
  int cse_v22 = ((((int)threadIdx.x) * 4) + 545);
  int cse_v23 = ((((int)threadIdx.x) * 4) + 546);
  int cse_v24 = ((((int)threadIdx.x) * 4) + 547);
  int cse_v25 = ((((int)threadIdx.x) * 4) + 816);
  int cse_v26 = ((((int)threadIdx.x) * 4) + 817);
  int cse_v27 = ((((int)threadIdx.x) * 4) + 818);
  int cse_v28 = ((((int)threadIdx.x) * 4) + 819);
  int cse_v29 = ((((int)threadIdx.x) * 4) + 5);
  int cse_v30 = ((((int)threadIdx.x) % 9) * 4);
  int cse_v31 = ((((int)blockIdx.x) * 36864) + (((int)threadIdx.x) * 4));
  int cse_v35 = (((((int)threadIdx.x) * 4) / 19) * 17);
  int cse_v36 = (((((int)threadIdx.x) * 4) + 1) % 19);
  int cse_v37 = (((((int)threadIdx.x) * 4) + 2) % 19);
  int cse_v38 = (((((int)threadIdx.x) * 4) + 3) % 19);
  int cse_v39 = (((((int)threadIdx.x) * 4) + 272) % 361);
  int cse_v40 = (((((int)threadIdx.x) * 4) + 6) % 19);
  int cse_v41 = (((((int)threadIdx.x) * 4) + 273) % 361);
  int cse_v42 = (((((int)threadIdx.x) * 4) + 7) % 19);
  int cse_v43 = (((((int)threadIdx.x) * 4) + 274) % 361);
  int cse_v44 = (((((int)threadIdx.x) * 4) + 8) % 19);
  int cse_v45 = (((((int)threadIdx.x) * 4) + 275) % 361);
  int cse_v46 = (((((int)threadIdx.x) * 4) + 9) % 19);
  int cse_v47 = (((((int)threadIdx.x) * 4) + 183) % 361);
  int cse_v48 = (((((int)threadIdx.x) * 4) + 12) % 19);
  int cse_v49 = (((((int)threadIdx.x) * 4) + 184) % 361);
  int cse_v50 = (((((int)threadIdx.x) * 4) + 13) % 19);
  int cse_v51 = (((((int)threadIdx.x) * 4) + 185) % 361);
  int cse_v52 = (((((int)threadIdx.x) * 4) + 14) % 19);
  int cse_v53 = (((((int)threadIdx.x) * 4) + 186) % 361);
  int cse_v54 = (((((int)threadIdx.x) * 4) + 15) % 19);
  int cse_v55 = (((((int)threadIdx.x) * 4) + 94) % 361);
  int cse_v56 = (((((int)threadIdx.x) * 4) + 18) % 19);
  int cse_v57 = (((((int)threadIdx.x) * 4) + 95) % 361);
  int cse_v58 = (((((int)threadIdx.x) * 4) + 96) % 361);
  int cse_v59 = (((((int)threadIdx.x) * 4) + 97) % 361);
  int cse_v60 = (((((int)threadIdx.x) * 4) + 5) % 19);
  int cse_v61 = (((((int)threadIdx.x) * 4) + 11) % 19);
  int cse_v62 = ((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 9) * 4608));
  int cse_v66 = ((((((int)threadIdx.x) * 4) / 19) * 17) + ((((int)threadIdx.x) * 4) % 19));
  int cse_v67 = ((((((int)threadIdx.x) * 4) + 1) / 19) * 17);
  int cse_v68 = ((((((int)threadIdx.x) * 4) + 2) / 19) * 17);
  int cse_v69 = ((((((int)threadIdx.x) * 4) + 3) / 19) * 17);
  int cse_v70 = ((((((int)threadIdx.x) * 4) + 272) / 361) * 289);
  int cse_v71 = ((((((int)threadIdx.x) * 4) + 273) / 361) * 289);
  int cse_v72 = ((((((int)threadIdx.x) * 4) + 274) / 361) * 289);
  int cse_v73 = ((((((int)threadIdx.x) * 4) + 275) / 361) * 289);
  int cse_v74 = ((((((int)threadIdx.x) * 4) + 544) / 361) * 289);
  int cse_v75 = ((((((int)threadIdx.x) * 4) + 545) / 361) * 289);
  int cse_v76 = ((((((int)threadIdx.x) * 4) + 546) / 361) * 289);
  int cse_v77 = ((((((int)threadIdx.x) * 4) + 547) / 361) * 289);
  int cse_v78 = ((((((int)threadIdx.x) * 4) + 816) / 361) * 289);
  int cse_v79 = ((((((int)threadIdx.x) * 4) / 19) + 5) % 19);
  int cse_v80 = ((((((int)threadIdx.x) * 4) + 817) / 361) * 289);
  int cse_v81 = ((((((int)threadIdx.x) * 4) + 818) / 361) * 289);
  int cse_v82 = ((((((int)threadIdx.x) * 4) + 819) / 361) * 289);
  int cse_v83 = ((((((int)threadIdx.x) * 4) + 5) / 19) * 17);
  int cse_v84 = ((((((int)threadIdx.x) * 4) + 6) / 19) * 17);
  int cse_v85 = ((((((int)threadIdx.x) * 4) + 7) / 19) * 17);
  int cse_v86 = ((((((int)threadIdx.x) * 4) + 8) / 19) * 17);
  int cse_v87 = ((((((int)threadIdx.x) * 4) + 277) / 19) * 17);
  int cse_v88 = ((((((int)threadIdx.x) * 4) + 278) / 19) * 17);
  int cse_v89 = ((((((int)threadIdx.x) * 4) + 279) / 19) * 17);
  int cse_v90 = ((((((int)threadIdx.x) * 4) + 280) / 19) * 17);
  int cse_v91 = (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 9) * 4608)) + ((((int)threadIdx.x) % 9) * 4));
  int cse_v97 = (((((((int)threadIdx.x) * 4) + 1) / 19) * 17) + (((((int)threadIdx.x) * 4) + 1) % 19));
  int cse_v98 = (((((((int)threadIdx.x) * 4) + 2) / 19) * 17) + (((((int)threadIdx.x) * 4) + 2) % 19));
  int cse_v99 = (((((((int)threadIdx.x) * 4) + 3) / 19) * 17) + (((((int)threadIdx.x) * 4) + 3) % 19));
  int cse_v100 = (((((((int)threadIdx.x) * 4) + 272) % 361) / 19) * 17);
  int cse_v101 = (((((((int)threadIdx.x) * 4) + 273) % 361) / 19) * 17);
  int cse_v102 = (((((((int)threadIdx.x) * 4) + 274) % 361) / 19) * 17);
  int cse_v103 = (((((((int)threadIdx.x) * 4) + 275) % 361) / 19) * 17);
  int cse_v104 = (((((((int)threadIdx.x) * 4) + 183) % 361) / 19) * 17);
  int cse_v105 = (((((((int)threadIdx.x) * 4) + 184) % 361) / 19) * 17);
  int cse_v106 = (((((((int)threadIdx.x) * 4) + 185) % 361) / 19) * 17);
  int cse_v107 = (((((((int)threadIdx.x) * 4) + 186) % 361) / 19) * 17);
  int cse_v108 = (((((((int)threadIdx.x) * 4) + 94) % 361) / 19) * 17);
  int cse_v109 = (((((((int)threadIdx.x) * 4) / 19) + 5) % 19) * 17);
  int cse_v110 = (((((((int)threadIdx.x) * 4) + 96) % 361) / 19) * 17);
  int cse_v111 = (((((((int)threadIdx.x) * 4) + 97) % 361) / 19) * 17);
  int cse_v112 = (((((((int)threadIdx.x) * 4) + 5) / 19) * 17) + (((((int)threadIdx.x) * 4) + 5) % 19));
  int cse_v113 = (((((((int)threadIdx.x) * 4) + 6) / 19) * 17) + (((((int)threadIdx.x) * 4) + 6) % 19));
  int cse_v114 = (((((((int)threadIdx.x) * 4) + 7) / 19) * 17) + (((((int)threadIdx.x) * 4) + 7) % 19));
  int cse_v115 = (((((((int)threadIdx.x) * 4) + 8) / 19) * 17) + (((((int)threadIdx.x) * 4) + 8) % 19));
  int cse_v116 = (((((((int)threadIdx.x) * 4) + 277) / 19) * 17) + (((((int)threadIdx.x) * 4) + 11) % 19));
  int cse_v117 = (((((((int)threadIdx.x) * 4) + 278) / 19) * 17) + (((((int)threadIdx.x) * 4) + 12) % 19));
  int cse_v118 = (((((((int)threadIdx.x) * 4) + 279) / 19) * 17) + (((((int)threadIdx.x) * 4) + 13) % 19));
  int cse_v119 = (((((((int)threadIdx.x) * 4) + 280) / 19) * 17) + (((((int)threadIdx.x) * 4) + 14) % 19));
  int cse_v155 = ((((((((int)threadIdx.x) * 4) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 6) % 19));
  int cse_v156 = ((((((((int)threadIdx.x) * 4) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 7) % 19));
  int cse_v157 = ((((((((int)threadIdx.x) * 4) + 274) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 274) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 8) % 19));
  int cse_v158 = ((((((((int)threadIdx.x) * 4) + 275) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 275) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 9) % 19));
  int cse_v159 = ((((((((int)threadIdx.x) * 4) + 544) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 183) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 12) % 19));
  int cse_v160 = ((((((((int)threadIdx.x) * 4) + 545) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 184) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 13) % 19));
  int cse_v161 = ((((((((int)threadIdx.x) * 4) + 546) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 185) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 14) % 19));
  int cse_v162 = ((((((((int)threadIdx.x) * 4) + 547) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 186) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 15) % 19));
  int cse_v163 = ((((((((int)threadIdx.x) * 4) + 816) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 94) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 18) % 19));
  int cse_v164 = ((((((((int)threadIdx.x) * 4) + 817) / 361) * 289) + (((((((int)threadIdx.x) * 4) / 19) + 5) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 19));
  int cse_v165 = ((((((((int)threadIdx.x) * 4) + 818) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 96) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 19));
  int cse_v166 = ((((((((int)threadIdx.x) * 4) + 819) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 97) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 19));
  float condval;
  if (((4 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 4) % 19))) && (((((int)threadIdx.x) * 4) % 19) < 18)) {
    condval = data_ptr[(((((((int)threadIdx.x) * 4) / 19) * 17) + ((((int)threadIdx.x) * 4) % 19)) - 18)];
  } else {
    condval = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[(((int)threadIdx.x) * 4)] = condval;
  float condval_1;
  if (((4 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 1) % 19))) && ((((((int)threadIdx.x) * 4) + 1) % 19) < 18)) {
    condval_1 = data_ptr[((((((((int)threadIdx.x) * 4) + 1) / 19) * 17) + (((((int)threadIdx.x) * 4) + 1) % 19)) - 18)];
  } else {
    condval_1 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1)] = condval_1;
  float condval_2;
  if (((4 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 2) % 19))) && ((((((int)threadIdx.x) * 4) + 2) % 19) < 18)) {
    condval_2 = data_ptr[((((((((int)threadIdx.x) * 4) + 2) / 19) * 17) + (((((int)threadIdx.x) * 4) + 2) % 19)) - 18)];
  } else {
    condval_2 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2)] = condval_2;
  float condval_3;
  if (((4 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 3) % 19))) && ((((((int)threadIdx.x) * 4) + 3) % 19) < 18)) {
    condval_3 = data_ptr[((((((((int)threadIdx.x) * 4) + 3) / 19) * 17) + (((((int)threadIdx.x) * 4) + 3) % 19)) - 18)];
  } else {
    condval_3 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 3)] = condval_3;
  float condval_4;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 272) % 361)) && ((((((int)threadIdx.x) * 4) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 6) % 19))) && ((((((int)threadIdx.x) * 4) + 6) % 19) < 18)) {
    condval_4 = data_ptr[(((((((((int)threadIdx.x) * 4) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 6) % 19)) - 18)];
  } else {
    condval_4 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 272)] = condval_4;
  float condval_5;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 273) % 361)) && ((((((int)threadIdx.x) * 4) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 7) % 19))) && ((((((int)threadIdx.x) * 4) + 7) % 19) < 18)) {
    condval_5 = data_ptr[(((((((((int)threadIdx.x) * 4) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 7) % 19)) - 18)];
  } else {
    condval_5 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 273)] = condval_5;
  float condval_6;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 274) % 361)) && ((((((int)threadIdx.x) * 4) + 274) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 8) % 19))) && ((((((int)threadIdx.x) * 4) + 8) % 19) < 18)) {
    condval_6 = data_ptr[(((((((((int)threadIdx.x) * 4) + 274) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 274) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 8) % 19)) - 18)];
  } else {
    condval_6 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 274)] = condval_6;
  float condval_7;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 275) % 361)) && ((((((int)threadIdx.x) * 4) + 275) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 9) % 19))) && ((((((int)threadIdx.x) * 4) + 9) % 19) < 18)) {
    condval_7 = data_ptr[(((((((((int)threadIdx.x) * 4) + 275) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 275) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 9) % 19)) - 18)];
  } else {
    condval_7 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 275)] = condval_7;
  float condval_8;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 183) % 361)) && ((((((int)threadIdx.x) * 4) + 183) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 12) % 19))) && ((((((int)threadIdx.x) * 4) + 12) % 19) < 18)) {
    condval_8 = data_ptr[(((((((((int)threadIdx.x) * 4) + 544) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 183) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 12) % 19)) - 18)];
  } else {
    condval_8 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 544)] = condval_8;
  float condval_9;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 184) % 361)) && ((((((int)threadIdx.x) * 4) + 184) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 13) % 19))) && ((((((int)threadIdx.x) * 4) + 13) % 19) < 18)) {
    condval_9 = data_ptr[(((((((((int)threadIdx.x) * 4) + 545) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 184) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 13) % 19)) - 18)];
  } else {
    condval_9 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 545)] = condval_9;
  float condval_10;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 185) % 361)) && ((((((int)threadIdx.x) * 4) + 185) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 14) % 19))) && ((((((int)threadIdx.x) * 4) + 14) % 19) < 18)) {
    condval_10 = data_ptr[(((((((((int)threadIdx.x) * 4) + 546) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 185) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 14) % 19)) - 18)];
  } else {
    condval_10 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 546)] = condval_10;
  float condval_11;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 186) % 361)) && ((((((int)threadIdx.x) * 4) + 186) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 15) % 19))) && ((((((int)threadIdx.x) * 4) + 15) % 19) < 18)) {
    condval_11 = data_ptr[(((((((((int)threadIdx.x) * 4) + 547) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 186) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 15) % 19)) - 18)];
  } else {
    condval_11 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 547)] = condval_11;
  float condval_12;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 94) % 361)) && ((((((int)threadIdx.x) * 4) + 94) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 18) % 19))) && ((((((int)threadIdx.x) * 4) + 18) % 19) < 18)) {
    condval_12 = data_ptr[(((((((((int)threadIdx.x) * 4) + 816) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 94) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 18) % 19)) - 18)];
  } else {
    condval_12 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 816)] = condval_12;
  float condval_13;
  if ((((1 <= ((((((int)threadIdx.x) * 4) / 19) + 5) % 19)) && ((((((int)threadIdx.x) * 4) + 95) % 361) < 342)) && (1 <= ((((int)threadIdx.x) * 4) % 19))) && (((((int)threadIdx.x) * 4) % 19) < 18)) {
    condval_13 = data_ptr[(((((((((int)threadIdx.x) * 4) + 817) / 361) * 289) + (((((((int)threadIdx.x) * 4) / 19) + 5) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 19)) - 18)];
  } else {
    condval_13 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 817)] = condval_13;
  float condval_14;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 96) % 361)) && ((((((int)threadIdx.x) * 4) + 96) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 1) % 19))) && ((((((int)threadIdx.x) * 4) + 1) % 19) < 18)) {
    condval_14 = data_ptr[(((((((((int)threadIdx.x) * 4) + 818) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 96) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 19)) - 18)];
  } else {
    condval_14 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 818)] = condval_14;
  float condval_15;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 97) % 361)) && ((((((int)threadIdx.x) * 4) + 97) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 2) % 19))) && ((((((int)threadIdx.x) * 4) + 2) % 19) < 18)) {
    condval_15 = data_ptr[(((((((((int)threadIdx.x) * 4) + 819) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 97) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 19)) - 18)];
  } else {
    condval_15 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 819)] = condval_15;
  float condval_16;
  if (((3 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 5) % 19))) && ((((((int)threadIdx.x) * 4) + 5) % 19) < 18)) {
    condval_16 = data_ptr[((((((((int)threadIdx.x) * 4) + 5) / 19) * 17) + (((((int)threadIdx.x) * 4) + 5) % 19)) + 849)];
  } else {
    condval_16 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1088)] = condval_16;
  float condval_17;
  if (((3 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 6) % 19))) && ((((((int)threadIdx.x) * 4) + 6) % 19) < 18)) {
    condval_17 = data_ptr[((((((((int)threadIdx.x) * 4) + 6) / 19) * 17) + (((((int)threadIdx.x) * 4) + 6) % 19)) + 849)];
  } else {
    condval_17 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1089)] = condval_17;
  float condval_18;
  if (((3 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 7) % 19))) && ((((((int)threadIdx.x) * 4) + 7) % 19) < 18)) {
    condval_18 = data_ptr[((((((((int)threadIdx.x) * 4) + 7) / 19) * 17) + (((((int)threadIdx.x) * 4) + 7) % 19)) + 849)];
  } else {
    condval_18 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1090)] = condval_18;
  float condval_19;
  if (((2 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 8) % 19))) && ((((((int)threadIdx.x) * 4) + 8) % 19) < 18)) {
    condval_19 = data_ptr[((((((((int)threadIdx.x) * 4) + 8) / 19) * 17) + (((((int)threadIdx.x) * 4) + 8) % 19)) + 849)];
  } else {
    condval_19 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1091)] = condval_19;
  if (((int)threadIdx.x) < 21) {
    float condval_20;
    if (((((int)threadIdx.x) < 17) && (1 <= (((((int)threadIdx.x) * 4) + 11) % 19))) && ((((((int)threadIdx.x) * 4) + 11) % 19) < 18)) {
      condval_20 = data_ptr[((((((((int)threadIdx.x) * 4) + 277) / 19) * 17) + (((((int)threadIdx.x) * 4) + 11) % 19)) + 849)];
    } else {
      condval_20 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1360)] = condval_20;
    float condval_21;
    if (((((int)threadIdx.x) < 16) && (1 <= (((((int)threadIdx.x) * 4) + 12) % 19))) && ((((((int)threadIdx.x) * 4) + 12) % 19) < 18)) {
      condval_21 = data_ptr[((((((((int)threadIdx.x) * 4) + 278) / 19) * 17) + (((((int)threadIdx.x) * 4) + 12) % 19)) + 849)];
    } else {
      condval_21 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1361)] = condval_21;
    float condval_22;
    if (((((int)threadIdx.x) < 16) && (1 <= (((((int)threadIdx.x) * 4) + 13) % 19))) && ((((((int)threadIdx.x) * 4) + 13) % 19) < 18)) {
      condval_22 = data_ptr[((((((((int)threadIdx.x) * 4) + 279) / 19) * 17) + (((((int)threadIdx.x) * 4) + 13) % 19)) + 849)];
    } else {
      condval_22 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1362)] = condval_22;
    float condval_23;
    if (((((int)threadIdx.x) < 16) && (1 <= (((((int)threadIdx.x) * 4) + 14) % 19))) && ((((((int)threadIdx.x) * 4) + 14) % 19) < 18)) {
      condval_23 = data_ptr[((((((((int)threadIdx.x) * 4) + 280) / 19) * 17) + (((((int)threadIdx.x) * 4) + 14) % 19)) + 849)];
    } else {
      condval_23 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1363)] = condval_23;
  }
  *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 9) * 4608)) + ((((int)threadIdx.x) % 9) * 4)));
  if (((int)threadIdx.x) < 4) {
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 272)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) * 36864) + (((int)threadIdx.x) * 4)) + 32276));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  float condval_24;
  if (((4 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 4) % 19))) && (((((int)threadIdx.x) * 4) % 19) < 18)) {
    condval_24 = data_ptr[(((((((int)threadIdx.x) * 4) / 19) * 17) + ((((int)threadIdx.x) * 4) % 19)) + 1138)];
  } else {
    condval_24 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1444)] = condval_24;
  float condval_25;
  if (((4 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 1) % 19))) && ((((((int)threadIdx.x) * 4) + 1) % 19) < 18)) {
    condval_25 = data_ptr[((((((((int)threadIdx.x) * 4) + 1) / 19) * 17) + (((((int)threadIdx.x) * 4) + 1) % 19)) + 1138)];
  } else {
    condval_25 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1445)] = condval_25;
  float condval_26;
  if (((4 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 2) % 19))) && ((((((int)threadIdx.x) * 4) + 2) % 19) < 18)) {
    condval_26 = data_ptr[((((((((int)threadIdx.x) * 4) + 2) / 19) * 17) + (((((int)threadIdx.x) * 4) + 2) % 19)) + 1138)];
  } else {
    condval_26 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1446)] = condval_26;
  float condval_27;
  if (((4 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 3) % 19))) && ((((((int)threadIdx.x) * 4) + 3) % 19) < 18)) {
    condval_27 = data_ptr[((((((((int)threadIdx.x) * 4) + 3) / 19) * 17) + (((((int)threadIdx.x) * 4) + 3) % 19)) + 1138)];
  } else {
    condval_27 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1447)] = condval_27;
  float condval_28;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 272) % 361)) && ((((((int)threadIdx.x) * 4) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 6) % 19))) && ((((((int)threadIdx.x) * 4) + 6) % 19) < 18)) {
    condval_28 = data_ptr[(((((((((int)threadIdx.x) * 4) + 272) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 6) % 19)) + 1138)];
  } else {
    condval_28 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1716)] = condval_28;
  float condval_29;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 273) % 361)) && ((((((int)threadIdx.x) * 4) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 7) % 19))) && ((((((int)threadIdx.x) * 4) + 7) % 19) < 18)) {
    condval_29 = data_ptr[(((((((((int)threadIdx.x) * 4) + 273) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 7) % 19)) + 1138)];
  } else {
    condval_29 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1717)] = condval_29;
  float condval_30;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 274) % 361)) && ((((((int)threadIdx.x) * 4) + 274) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 8) % 19))) && ((((((int)threadIdx.x) * 4) + 8) % 19) < 18)) {
    condval_30 = data_ptr[(((((((((int)threadIdx.x) * 4) + 274) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 274) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 8) % 19)) + 1138)];
  } else {
    condval_30 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1718)] = condval_30;
  float condval_31;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 275) % 361)) && ((((((int)threadIdx.x) * 4) + 275) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 9) % 19))) && ((((((int)threadIdx.x) * 4) + 9) % 19) < 18)) {
    condval_31 = data_ptr[(((((((((int)threadIdx.x) * 4) + 275) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 275) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 9) % 19)) + 1138)];
  } else {
    condval_31 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1719)] = condval_31;
  float condval_32;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 183) % 361)) && ((((((int)threadIdx.x) * 4) + 183) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 12) % 19))) && ((((((int)threadIdx.x) * 4) + 12) % 19) < 18)) {
    condval_32 = data_ptr[(((((((((int)threadIdx.x) * 4) + 544) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 183) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 12) % 19)) + 1138)];
  } else {
    condval_32 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1988)] = condval_32;
  float condval_33;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 184) % 361)) && ((((((int)threadIdx.x) * 4) + 184) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 13) % 19))) && ((((((int)threadIdx.x) * 4) + 13) % 19) < 18)) {
    condval_33 = data_ptr[(((((((((int)threadIdx.x) * 4) + 545) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 184) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 13) % 19)) + 1138)];
  } else {
    condval_33 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1989)] = condval_33;
  float condval_34;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 185) % 361)) && ((((((int)threadIdx.x) * 4) + 185) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 14) % 19))) && ((((((int)threadIdx.x) * 4) + 14) % 19) < 18)) {
    condval_34 = data_ptr[(((((((((int)threadIdx.x) * 4) + 546) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 185) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 14) % 19)) + 1138)];
  } else {
    condval_34 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1990)] = condval_34;
  float condval_35;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 186) % 361)) && ((((((int)threadIdx.x) * 4) + 186) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 15) % 19))) && ((((((int)threadIdx.x) * 4) + 15) % 19) < 18)) {
    condval_35 = data_ptr[(((((((((int)threadIdx.x) * 4) + 547) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 186) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 15) % 19)) + 1138)];
  } else {
    condval_35 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 1991)] = condval_35;
  float condval_36;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 94) % 361)) && ((((((int)threadIdx.x) * 4) + 94) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 18) % 19))) && ((((((int)threadIdx.x) * 4) + 18) % 19) < 18)) {
    condval_36 = data_ptr[(((((((((int)threadIdx.x) * 4) + 816) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 94) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 18) % 19)) + 1138)];
  } else {
    condval_36 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2260)] = condval_36;
  float condval_37;
  if ((((1 <= ((((((int)threadIdx.x) * 4) / 19) + 5) % 19)) && ((((((int)threadIdx.x) * 4) + 95) % 361) < 342)) && (1 <= ((((int)threadIdx.x) * 4) % 19))) && (((((int)threadIdx.x) * 4) % 19) < 18)) {
    condval_37 = data_ptr[(((((((((int)threadIdx.x) * 4) + 817) / 361) * 289) + (((((((int)threadIdx.x) * 4) / 19) + 5) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 19)) + 1138)];
  } else {
    condval_37 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2261)] = condval_37;
  float condval_38;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 96) % 361)) && ((((((int)threadIdx.x) * 4) + 96) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 1) % 19))) && ((((((int)threadIdx.x) * 4) + 1) % 19) < 18)) {
    condval_38 = data_ptr[(((((((((int)threadIdx.x) * 4) + 818) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 96) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 19)) + 1138)];
  } else {
    condval_38 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2262)] = condval_38;
  float condval_39;
  if ((((19 <= (((((int)threadIdx.x) * 4) + 97) % 361)) && ((((((int)threadIdx.x) * 4) + 97) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 2) % 19))) && ((((((int)threadIdx.x) * 4) + 2) % 19) < 18)) {
    condval_39 = data_ptr[(((((((((int)threadIdx.x) * 4) + 819) / 361) * 289) + (((((((int)threadIdx.x) * 4) + 97) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 19)) + 1138)];
  } else {
    condval_39 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2263)] = condval_39;
  float condval_40;
  if (((3 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 5) % 19))) && ((((((int)threadIdx.x) * 4) + 5) % 19) < 18)) {
    condval_40 = data_ptr[((((((((int)threadIdx.x) * 4) + 5) / 19) * 17) + (((((int)threadIdx.x) * 4) + 5) % 19)) + 2005)];
  } else {
    condval_40 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2532)] = condval_40;
  float condval_41;
  if (((3 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 6) % 19))) && ((((((int)threadIdx.x) * 4) + 6) % 19) < 18)) {
    condval_41 = data_ptr[((((((((int)threadIdx.x) * 4) + 6) / 19) * 17) + (((((int)threadIdx.x) * 4) + 6) % 19)) + 2005)];
  } else {
    condval_41 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2533)] = condval_41;
  float condval_42;
  if (((3 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 7) % 19))) && ((((((int)threadIdx.x) * 4) + 7) % 19) < 18)) {
    condval_42 = data_ptr[((((((((int)threadIdx.x) * 4) + 7) / 19) * 17) + (((((int)threadIdx.x) * 4) + 7) % 19)) + 2005)];
  } else {
    condval_42 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2534)] = condval_42;
  float condval_43;
  if (((2 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 8) % 19))) && ((((((int)threadIdx.x) * 4) + 8) % 19) < 18)) {
    condval_43 = data_ptr[((((((((int)threadIdx.x) * 4) + 8) / 19) * 17) + (((((int)threadIdx.x) * 4) + 8) % 19)) + 2005)];
  } else {
    condval_43 = 0x0p+0f/*0.000000e+00*/;
  }
  pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2535)] = condval_43;
  if (((int)threadIdx.x) < 21) {
    float condval_44;
    if (((((int)threadIdx.x) < 17) && (1 <= (((((int)threadIdx.x) * 4) + 11) % 19))) && ((((((int)threadIdx.x) * 4) + 11) % 19) < 18)) {
      condval_44 = data_ptr[((((((((int)threadIdx.x) * 4) + 277) / 19) * 17) + (((((int)threadIdx.x) * 4) + 11) % 19)) + 2005)];
    } else {
      condval_44 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2804)] = condval_44;
    float condval_45;
    if (((((int)threadIdx.x) < 16) && (1 <= (((((int)threadIdx.x) * 4) + 12) % 19))) && ((((((int)threadIdx.x) * 4) + 12) % 19) < 18)) {
      condval_45 = data_ptr[((((((((int)threadIdx.x) * 4) + 278) / 19) * 17) + (((((int)threadIdx.x) * 4) + 12) % 19)) + 2005)];
    } else {
      condval_45 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2805)] = condval_45;
    float condval_46;
    if (((((int)threadIdx.x) < 16) && (1 <= (((((int)threadIdx.x) * 4) + 13) % 19))) && ((((((int)threadIdx.x) * 4) + 13) % 19) < 18)) {
      condval_46 = data_ptr[((((((((int)threadIdx.x) * 4) + 279) / 19) * 17) + (((((int)threadIdx.x) * 4) + 13) % 19)) + 2005)];
    } else {
      condval_46 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2806)] = condval_46;
    float condval_47;
    if (((((int)threadIdx.x) < 16) && (1 <= (((((int)threadIdx.x) * 4) + 14) % 19))) && ((((((int)threadIdx.x) * 4) + 14) % 19) < 18)) {
      condval_47 = data_ptr[((((((((int)threadIdx.x) * 4) + 280) / 19) * 17) + (((((int)threadIdx.x) * 4) + 14) % 19)) + 2005)];
    } else {
      condval_47 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((int)threadIdx.x) * 4) + 2807)] = condval_47;
  }
  *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 288)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 9) * 4608)) + ((((int)threadIdx.x) % 9) * 4)) + 36));
  if (((int)threadIdx.x) < 4) {
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 560)) = *(float4*)(kernel_ptr + (((((int)blockIdx.x) * 36864) + (((int)threadIdx.x) * 4)) + 32312));
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v33 = ((((int)threadIdx.x) % 17) * 19);
  int cse_v34 = ((((int)threadIdx.x) / 17) * 36);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 126; ++rc_0_ry_0_rx_0_fused) {
    int cse_v32 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    int cse_v3 = (rc_0_ry_0_rx_0_fused * 1156);
    int cse_v92 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4));
    __syncthreads();
    float condval_48;
    if (((4 < ((int)threadIdx.x)) && (1 <= ((((int)threadIdx.x) * 4) % 19))) && (((((int)threadIdx.x) * 4) % 19) < 18)) {
      condval_48 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + (((((int)threadIdx.x) * 4) / 19) * 17)) + ((((int)threadIdx.x) * 4) % 19)) + 2294)];
    } else {
      condval_48 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4))] = condval_48;
    float condval_49;
    if (((4 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 1) % 19))) && ((((((int)threadIdx.x) * 4) + 1) % 19) < 18)) {
      condval_49 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 1) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 19)) + 2294)];
    } else {
      condval_49 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 1)] = condval_49;
    float condval_50;
    if (((4 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 2) % 19))) && ((((((int)threadIdx.x) * 4) + 2) % 19) < 18)) {
      condval_50 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 2) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 19)) + 2294)];
    } else {
      condval_50 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 2)] = condval_50;
    float condval_51;
    if (((4 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 3) % 19))) && ((((((int)threadIdx.x) * 4) + 3) % 19) < 18)) {
      condval_51 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 3) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 3) % 19)) + 2294)];
    } else {
      condval_51 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 3)] = condval_51;
    float condval_52;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 272) % 361)) && ((((((int)threadIdx.x) * 4) + 272) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 6) % 19))) && ((((((int)threadIdx.x) * 4) + 6) % 19) < 18)) {
      condval_52 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 272) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 272) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 6) % 19)) + 2294)];
    } else {
      condval_52 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 272)] = condval_52;
    float condval_53;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 273) % 361)) && ((((((int)threadIdx.x) * 4) + 273) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 7) % 19))) && ((((((int)threadIdx.x) * 4) + 7) % 19) < 18)) {
      condval_53 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 273) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 273) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 7) % 19)) + 2294)];
    } else {
      condval_53 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 273)] = condval_53;
    float condval_54;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 274) % 361)) && ((((((int)threadIdx.x) * 4) + 274) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 8) % 19))) && ((((((int)threadIdx.x) * 4) + 8) % 19) < 18)) {
      condval_54 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 274) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 274) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 8) % 19)) + 2294)];
    } else {
      condval_54 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 274)] = condval_54;
    float condval_55;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 275) % 361)) && ((((((int)threadIdx.x) * 4) + 275) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 9) % 19))) && ((((((int)threadIdx.x) * 4) + 9) % 19) < 18)) {
      condval_55 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 275) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 275) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 9) % 19)) + 2294)];
    } else {
      condval_55 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 275)] = condval_55;
    float condval_56;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 183) % 361)) && ((((((int)threadIdx.x) * 4) + 183) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 12) % 19))) && ((((((int)threadIdx.x) * 4) + 12) % 19) < 18)) {
      condval_56 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 544) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 183) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 12) % 19)) + 2294)];
    } else {
      condval_56 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 544)] = condval_56;
    float condval_57;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 184) % 361)) && ((((((int)threadIdx.x) * 4) + 184) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 13) % 19))) && ((((((int)threadIdx.x) * 4) + 13) % 19) < 18)) {
      condval_57 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 545) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 184) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 13) % 19)) + 2294)];
    } else {
      condval_57 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 545)] = condval_57;
    float condval_58;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 185) % 361)) && ((((((int)threadIdx.x) * 4) + 185) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 14) % 19))) && ((((((int)threadIdx.x) * 4) + 14) % 19) < 18)) {
      condval_58 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 546) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 185) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 14) % 19)) + 2294)];
    } else {
      condval_58 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 546)] = condval_58;
    float condval_59;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 186) % 361)) && ((((((int)threadIdx.x) * 4) + 186) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 15) % 19))) && ((((((int)threadIdx.x) * 4) + 15) % 19) < 18)) {
      condval_59 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 547) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 186) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 15) % 19)) + 2294)];
    } else {
      condval_59 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 547)] = condval_59;
    float condval_60;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 94) % 361)) && ((((((int)threadIdx.x) * 4) + 94) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 18) % 19))) && ((((((int)threadIdx.x) * 4) + 18) % 19) < 18)) {
      condval_60 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 816) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 94) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 18) % 19)) + 2294)];
    } else {
      condval_60 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 816)] = condval_60;
    float condval_61;
    if ((((1 <= ((((((int)threadIdx.x) * 4) / 19) + 5) % 19)) && ((((((int)threadIdx.x) * 4) + 95) % 361) < 342)) && (1 <= ((((int)threadIdx.x) * 4) % 19))) && (((((int)threadIdx.x) * 4) % 19) < 18)) {
      condval_61 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 817) / 361) * 289)) + (((((((int)threadIdx.x) * 4) / 19) + 5) % 19) * 17)) + ((((int)threadIdx.x) * 4) % 19)) + 2294)];
    } else {
      condval_61 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 817)] = condval_61;
    float condval_62;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 96) % 361)) && ((((((int)threadIdx.x) * 4) + 96) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 1) % 19))) && ((((((int)threadIdx.x) * 4) + 1) % 19) < 18)) {
      condval_62 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 818) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 96) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 1) % 19)) + 2294)];
    } else {
      condval_62 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 818)] = condval_62;
    float condval_63;
    if ((((19 <= (((((int)threadIdx.x) * 4) + 97) % 361)) && ((((((int)threadIdx.x) * 4) + 97) % 361) < 342)) && (1 <= (((((int)threadIdx.x) * 4) + 2) % 19))) && ((((((int)threadIdx.x) * 4) + 2) % 19) < 18)) {
      condval_63 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 819) / 361) * 289)) + (((((((int)threadIdx.x) * 4) + 97) % 361) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 2) % 19)) + 2294)];
    } else {
      condval_63 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 819)] = condval_63;
    float condval_64;
    if (((3 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 5) % 19))) && ((((((int)threadIdx.x) * 4) + 5) % 19) < 18)) {
      condval_64 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 5) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 5) % 19)) + 3161)];
    } else {
      condval_64 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 1088)] = condval_64;
    float condval_65;
    if (((3 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 6) % 19))) && ((((((int)threadIdx.x) * 4) + 6) % 19) < 18)) {
      condval_65 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 6) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 6) % 19)) + 3161)];
    } else {
      condval_65 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 1089)] = condval_65;
    float condval_66;
    if (((3 <= ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 7) % 19))) && ((((((int)threadIdx.x) * 4) + 7) % 19) < 18)) {
      condval_66 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 7) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 7) % 19)) + 3161)];
    } else {
      condval_66 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 1090)] = condval_66;
    float condval_67;
    if (((2 < ((int)threadIdx.x)) && (1 <= (((((int)threadIdx.x) * 4) + 8) % 19))) && ((((((int)threadIdx.x) * 4) + 8) % 19) < 18)) {
      condval_67 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 8) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 8) % 19)) + 3161)];
    } else {
      condval_67 = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 1091)] = condval_67;
    if (((int)threadIdx.x) < 21) {
      float condval_68;
      if (((((int)threadIdx.x) < 17) && (1 <= (((((int)threadIdx.x) * 4) + 11) % 19))) && ((((((int)threadIdx.x) * 4) + 11) % 19) < 18)) {
        condval_68 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 277) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 11) % 19)) + 3161)];
      } else {
        condval_68 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 1360)] = condval_68;
      float condval_69;
      if (((((int)threadIdx.x) < 16) && (1 <= (((((int)threadIdx.x) * 4) + 12) % 19))) && ((((((int)threadIdx.x) * 4) + 12) % 19) < 18)) {
        condval_69 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 278) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 12) % 19)) + 3161)];
      } else {
        condval_69 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 1361)] = condval_69;
      float condval_70;
      if (((((int)threadIdx.x) < 16) && (1 <= (((((int)threadIdx.x) * 4) + 13) % 19))) && ((((((int)threadIdx.x) * 4) + 13) % 19) < 18)) {
        condval_70 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 279) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 13) % 19)) + 3161)];
      } else {
        condval_70 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 1362)] = condval_70;
      float condval_71;
      if (((((int)threadIdx.x) < 16) && (1 <= (((((int)threadIdx.x) * 4) + 14) % 19))) && ((((((int)threadIdx.x) * 4) + 14) % 19) < 18)) {
        condval_71 = data_ptr[((((rc_0_ry_0_rx_0_fused * 1156) + ((((((int)threadIdx.x) * 4) + 280) / 19) * 17)) + (((((int)threadIdx.x) * 4) + 14) % 19)) + 3161)];
      } else {
        condval_71 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1444) + (((int)threadIdx.x) * 4)) + 1363)] = condval_71;
    }
    int cse_v4 = (rc_0_ry_0_rx_0_fused * 36);
    int cse_v93 = ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 288) + (((int)threadIdx.x) * 4));
    *(float4*)(kernel_shared_ptr + ((((rc_0_ry_0_rx_0_fused + 2) % 3) * 288) + (((int)threadIdx.x) * 4))) = *(float4*)(kernel_ptr + (((((((int)blockIdx.x) * 36864) + ((((int)threadIdx.x) / 9) * 4608)) + (rc_0_ry_0_rx_0_fused * 36)) + ((((int)threadIdx.x) % 9) * 4)) + 72));
    if (((int)threadIdx.x) < 4) {
      *(float4*)(kernel_shared_ptr + (((((rc_0_ry_0_rx_0_fused + 2) % 3) * 288) + (((int)threadIdx.x) * 4)) + 272)) = *(float4*)(kernel_ptr + ((((((int)blockIdx.x) * 36864) + (rc_0_ry_0_rx_0_fused * 36)) + (((int)threadIdx.x) * 4)) + 32348));
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int ry_1 = 0; ry_1 < 3; ++ry_1) {
      for (int xx_3 = 0; xx_3 < 17; ++xx_3) {
        int cse_v5 = (rc_0_ry_0_rx_0_fused % 3);
        int cse_v94 = ((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3));
        int cse_v120 = (((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3)] * kernel_shared_ptr[((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3))]));
        int cse_v6 = (xx_3 + 17);
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 144)]));
        int cse_v144 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 1)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 145)]));
        int cse_v145 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 2);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 2)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 2)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 146)]));
        int cse_v146 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 361);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 361)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 9)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 361)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 153)]));
        int cse_v147 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 362);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 362)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 10)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 362)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 154)]));
        int cse_v148 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 363);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 363)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 11)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 363)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 155)]));
        int cse_v149 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 722);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 722)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 18)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 722)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 162)]));
        int cse_v150 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 723);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 723)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 19)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 723)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 163)]));
        int cse_v151 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 724);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 724)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 20)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 724)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 164)]));
        int cse_v152 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1083);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1083)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 27)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1083)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 171)]));
        int cse_v153 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1084);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1084)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 28)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1084)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 172)]));
        int cse_v154 = ((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1085);
        conv2d_nchw_local_ptr[xx_3] = (conv2d_nchw_local_ptr[xx_3] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1085)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 29)]));
        conv2d_nchw_local_ptr[(xx_3 + 17)] = (conv2d_nchw_local_ptr[(xx_3 + 17)] + (pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused % 3) * 1444) + (ry_1 * 19)) + ((((int)threadIdx.x) % 17) * 19)) + xx_3) + 1085)] * kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused % 3) * 288) + ((((int)threadIdx.x) / 17) * 36)) + (ry_1 * 3)) + 173)]));
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int ry_1_1 = 0; ry_1_1 < 3; ++ry_1_1) {
    for (int xx_3_1 = 0; xx_3_1 < 17; ++xx_3_1) {
      int cse_v63 = (((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3));
      int cse_v95 = (((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3))]));
      int cse_v7 = (xx_3_1 + 17);
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[(((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 144)]));
      int cse_v121 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 1)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 145)]));
      int cse_v122 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 2);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 2)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 146)]));
      int cse_v123 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 361);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 361)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 9)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 361)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 153)]));
      int cse_v124 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 362);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 10)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 362)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 154)]));
      int cse_v125 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 363);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 11)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 363)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 155)]));
      int cse_v126 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 722);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 722)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 18)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 722)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 162)]));
      int cse_v127 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 723);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 723)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 19)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 723)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 163)]));
      int cse_v128 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 724);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 724)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 20)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 724)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 164)]));
      int cse_v129 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1083);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1083)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 27)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1083)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 171)]));
      int cse_v130 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1084);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1084)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 28)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1084)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 172)]));
      int cse_v131 = ((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1085);
      conv2d_nchw_local_ptr[xx_3_1] = (conv2d_nchw_local_ptr[xx_3_1] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1085)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 29)]));
      conv2d_nchw_local_ptr[(xx_3_1 + 17)] = (conv2d_nchw_local_ptr[(xx_3_1 + 17)] + (pad_temp_shared_ptr[((((ry_1_1 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_1) + 1085)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_1 * 3)) + 173)]));
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int ry_1_2 = 0; ry_1_2 < 3; ++ry_1_2) {
    for (int xx_3_2 = 0; xx_3_2 < 17; ++xx_3_2) {
      int cse_v64 = (((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3));
      int cse_v96 = (((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2);
      int cse_v132 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1444);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1444)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 288)]));
      int cse_v8 = (xx_3_2 + 17);
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1444)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 432)]));
      int cse_v133 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1445);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1445)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 289)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1445)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 433)]));
      int cse_v134 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1446);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1446)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 290)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1446)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 434)]));
      int cse_v135 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1805);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1805)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 297)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1805)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 441)]));
      int cse_v136 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1806);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1806)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 298)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1806)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 442)]));
      int cse_v137 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1807);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1807)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 299)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 1807)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 443)]));
      int cse_v138 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2166);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2166)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 306)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2166)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 450)]));
      int cse_v139 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2167);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2167)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 307)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2167)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 451)]));
      int cse_v140 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2168);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2168)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 308)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2168)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 452)]));
      int cse_v141 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2527);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2527)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 315)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2527)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 459)]));
      int cse_v142 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2528);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2528)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 316)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2528)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 460)]));
      int cse_v143 = ((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2529);
      conv2d_nchw_local_ptr[xx_3_2] = (conv2d_nchw_local_ptr[xx_3_2] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2529)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 317)]));
      conv2d_nchw_local_ptr[(xx_3_2 + 17)] = (conv2d_nchw_local_ptr[(xx_3_2 + 17)] + (pad_temp_shared_ptr[((((ry_1_2 * 19) + ((((int)threadIdx.x) % 17) * 19)) + xx_3_2) + 2529)] * kernel_shared_ptr[((((((int)threadIdx.x) / 17) * 36) + (ry_1_2 * 3)) + 461)]));
    }
  }
  for (int ax3 = 0; ax3 < 17; ++ax3) {
    int cse_v65 = (((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + ax3);
    conv2d_nchw_ptr[(((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + ax3)] = conv2d_nchw_local_ptr[ax3];
    conv2d_nchw_ptr[((((((int)blockIdx.x) * 2312) + (((int)threadIdx.x) * 17)) + ax3) + 1156)] = conv2d_nchw_local_ptr[(ax3 + 17)];
  }
}

