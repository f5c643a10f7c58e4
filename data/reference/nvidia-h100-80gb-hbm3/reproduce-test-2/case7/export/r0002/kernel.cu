
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
extern "C" __global__ void __launch_bounds__(289) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(289) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[8664];
  __shared__ alignas(64) float kernel_shared_ptr[3456];
  for (int ff_3_init = 0; ff_3_init < 4; ++ff_3_init) {
    for (int ff_4_init = 0; ff_4_init < 4; ++ff_4_init) {
      conv2d_nchw_local_ptr[((ff_3_init * 4) + ff_4_init)] = 0x0p+0f/*0.000000e+00*/;
    }
  }
  int cse_v1 = (((int)threadIdx.x) * 4);
  int cse_v2 = (((int)blockIdx.x) * 73728);
  for (int ax0_ax1_ax2_ax3_fused_0 = 0; ax0_ax1_ax2_ax3_fused_0 < 3; ++ax0_ax1_ax2_ax3_fused_0) {
    if (((ax0_ax1_ax2_ax3_fused_0 * 289) + ((int)threadIdx.x)) < 722) {
      for (int ax0_ax1_ax2_ax3_fused_2_s = 0; ax0_ax1_ax2_ax3_fused_2_s < 4; ++ax0_ax1_ax2_ax3_fused_2_s) {
        int cse_v15 = (((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s);
        int cse_v18 = ((((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 361);
        int cse_v19 = ((((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 19);
        float condval;
        if ((((19 <= ((((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 361)) && (((((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 361) < 342)) && (1 <= ((((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 19))) && (((((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 19) < 18)) {
          condval = data_ptr[((((((((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) / 361) * 289) + ((((((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 361) / 19) * 17)) + ((((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s) % 19)) - 18)];
        } else {
          condval = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[(((ax0_ax1_ax2_ax3_fused_0 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s)] = condval;
      }
    }
  }
  for (int ax0_ax1_ax2_ax3_fused_0_1 = 0; ax0_ax1_ax2_ax3_fused_0_1 < 4; ++ax0_ax1_ax2_ax3_fused_0_1) {
    int cse_v7 = ((ax0_ax1_ax2_ax3_fused_0_1 * 289) + ((int)threadIdx.x));
    if (((ax0_ax1_ax2_ax3_fused_0_1 * 289) + ((int)threadIdx.x)) < 1152) {
      kernel_shared_ptr[((ax0_ax1_ax2_ax3_fused_0_1 * 289) + ((int)threadIdx.x))] = kernel_ptr[(((((int)blockIdx.x) * 73728) + ((((ax0_ax1_ax2_ax3_fused_0_1 * 289) + ((int)threadIdx.x)) / 72) * 4608)) + (((ax0_ax1_ax2_ax3_fused_0_1 * 289) + ((int)threadIdx.x)) % 72))];
    }
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  for (int ax0_ax1_ax2_ax3_fused_0_2 = 0; ax0_ax1_ax2_ax3_fused_0_2 < 3; ++ax0_ax1_ax2_ax3_fused_0_2) {
    if (((ax0_ax1_ax2_ax3_fused_0_2 * 289) + ((int)threadIdx.x)) < 722) {
      for (int ax0_ax1_ax2_ax3_fused_2_s_1 = 0; ax0_ax1_ax2_ax3_fused_2_s_1 < 4; ++ax0_ax1_ax2_ax3_fused_2_s_1) {
        int cse_v16 = (((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1);
        int cse_v20 = ((((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1) % 361);
        int cse_v21 = ((((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1) % 19);
        float condval_1;
        if ((((19 <= ((((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1) % 361)) && (((((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1) % 361) < 342)) && (1 <= ((((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1) % 19))) && (((((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1) % 19) < 18)) {
          condval_1 = data_ptr[((((((((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1) / 361) * 289) + ((((((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1) % 361) / 19) * 17)) + ((((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1) % 19)) + 2294)];
        } else {
          condval_1 = 0x0p+0f/*0.000000e+00*/;
        }
        pad_temp_shared_ptr[((((ax0_ax1_ax2_ax3_fused_0_2 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_1) + 2888)] = condval_1;
      }
    }
  }
  for (int ax0_ax1_ax2_ax3_fused_0_3 = 0; ax0_ax1_ax2_ax3_fused_0_3 < 4; ++ax0_ax1_ax2_ax3_fused_0_3) {
    int cse_v8 = ((ax0_ax1_ax2_ax3_fused_0_3 * 289) + ((int)threadIdx.x));
    if (((ax0_ax1_ax2_ax3_fused_0_3 * 289) + ((int)threadIdx.x)) < 1152) {
      kernel_shared_ptr[(((ax0_ax1_ax2_ax3_fused_0_3 * 289) + ((int)threadIdx.x)) + 1152)] = kernel_ptr[((((((int)blockIdx.x) * 73728) + ((((ax0_ax1_ax2_ax3_fused_0_3 * 289) + ((int)threadIdx.x)) / 72) * 4608)) + (((ax0_ax1_ax2_ax3_fused_0_3 * 289) + ((int)threadIdx.x)) % 72)) + 72)];
    }
  }
  tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
  int cse_v6 = (((int)threadIdx.x) % 17);
  int cse_v12 = ((((int)threadIdx.x) / 17) * 19);
  for (int rc_0_ry_0_rx_0_fused = 0; rc_0_ry_0_rx_0_fused < 62; ++rc_0_ry_0_rx_0_fused) {
    int cse_v9 = ((rc_0_ry_0_rx_0_fused + 2) % 3);
    __syncthreads();
    for (int ax0_ax1_ax2_ax3_fused_0_4 = 0; ax0_ax1_ax2_ax3_fused_0_4 < 3; ++ax0_ax1_ax2_ax3_fused_0_4) {
      if (((ax0_ax1_ax2_ax3_fused_0_4 * 289) + ((int)threadIdx.x)) < 722) {
        for (int ax0_ax1_ax2_ax3_fused_2_s_2 = 0; ax0_ax1_ax2_ax3_fused_2_s_2 < 4; ++ax0_ax1_ax2_ax3_fused_2_s_2) {
          int cse_v3 = (ax0_ax1_ax2_ax3_fused_0_4 * 1156);
          int cse_v17 = (((ax0_ax1_ax2_ax3_fused_0_4 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2);
          int cse_v22 = ((((ax0_ax1_ax2_ax3_fused_0_4 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2) % 361);
          int cse_v23 = ((((ax0_ax1_ax2_ax3_fused_0_4 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2) % 19);
          float condval_2;
          if ((((19 <= ((((ax0_ax1_ax2_ax3_fused_0_4 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2) % 361)) && (((((ax0_ax1_ax2_ax3_fused_0_4 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2) % 361) < 342)) && (1 <= ((((ax0_ax1_ax2_ax3_fused_0_4 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2) % 19))) && (((((ax0_ax1_ax2_ax3_fused_0_4 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2) % 19) < 18)) {
            condval_2 = data_ptr[(((((rc_0_ry_0_rx_0_fused * 2312) + (((((ax0_ax1_ax2_ax3_fused_0_4 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2) / 361) * 289)) + ((((((ax0_ax1_ax2_ax3_fused_0_4 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2) % 361) / 19) * 17)) + ((((ax0_ax1_ax2_ax3_fused_0_4 * 1156) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2) % 19)) + 4606)];
          } else {
            condval_2 = 0x0p+0f/*0.000000e+00*/;
          }
          pad_temp_shared_ptr[((((((rc_0_ry_0_rx_0_fused + 2) % 3) * 2888) + (ax0_ax1_ax2_ax3_fused_0_4 * 1156)) + (((int)threadIdx.x) * 4)) + ax0_ax1_ax2_ax3_fused_2_s_2)] = condval_2;
        }
      }
    }
    for (int ax0_ax1_ax2_ax3_fused_0_5 = 0; ax0_ax1_ax2_ax3_fused_0_5 < 4; ++ax0_ax1_ax2_ax3_fused_0_5) {
      int cse_v4 = (ax0_ax1_ax2_ax3_fused_0_5 * 289);
      int cse_v10 = ((ax0_ax1_ax2_ax3_fused_0_5 * 289) + ((int)threadIdx.x));
      if (((ax0_ax1_ax2_ax3_fused_0_5 * 289) + ((int)threadIdx.x)) < 1152) {
        kernel_shared_ptr[(((((rc_0_ry_0_rx_0_fused + 2) % 3) * 1152) + (ax0_ax1_ax2_ax3_fused_0_5 * 289)) + ((int)threadIdx.x))] = kernel_ptr[(((((((int)blockIdx.x) * 73728) + ((((ax0_ax1_ax2_ax3_fused_0_5 * 289) + ((int)threadIdx.x)) / 72) * 4608)) + (rc_0_ry_0_rx_0_fused * 72)) + (((ax0_ax1_ax2_ax3_fused_0_5 * 289) + ((int)threadIdx.x)) % 72)) + 144)];
      }
    }
    tvm_builtin_ptx_cp_async_commit_group_async_commit_group();
    tvm_builtin_ptx_cp_async_wait_group_async_wait_group_2();
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 2; ++rc_1) {
      for (int ff_3 = 0; ff_3 < 4; ++ff_3) {
        for (int rc_2 = 0; rc_2 < 4; ++rc_2) {
          for (int ry_2 = 0; ry_2 < 3; ++ry_2) {
            for (int rx_2 = 0; rx_2 < 3; ++rx_2) {
              for (int ff_4 = 0; ff_4 < 4; ++ff_4) {
                int cse_v5 = (rc_0_ry_0_rx_0_fused % 3);
                int cse_v11 = ((ff_3 * 4) + ff_4);
                conv2d_nchw_local_ptr[((ff_3 * 4) + ff_4)] = (conv2d_nchw_local_ptr[((ff_3 * 4) + ff_4)] + (pad_temp_shared_ptr[((((((((rc_0_ry_0_rx_0_fused % 3) * 2888) + (rc_1 * 1444)) + (rc_2 * 361)) + ((((int)threadIdx.x) / 17) * 19)) + (ry_2 * 19)) + rx_2) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((((rc_0_ry_0_rx_0_fused % 3) * 1152) + (ff_3 * 288)) + (ff_4 * 72)) + (rc_1 * 36)) + (rc_2 * 9)) + (ry_2 * 3)) + rx_2)]));
              }
            }
          }
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_1();
  __syncthreads();
  for (int rc_1_1 = 0; rc_1_1 < 2; ++rc_1_1) {
    for (int ff_3_1 = 0; ff_3_1 < 4; ++ff_3_1) {
      for (int rc_2_1 = 0; rc_2_1 < 4; ++rc_2_1) {
        for (int ry_2_1 = 0; ry_2_1 < 3; ++ry_2_1) {
          for (int rx_2_1 = 0; rx_2_1 < 3; ++rx_2_1) {
            for (int ff_4_1 = 0; ff_4_1 < 4; ++ff_4_1) {
              int cse_v13 = ((ff_3_1 * 4) + ff_4_1);
              conv2d_nchw_local_ptr[((ff_3_1 * 4) + ff_4_1)] = (conv2d_nchw_local_ptr[((ff_3_1 * 4) + ff_4_1)] + (pad_temp_shared_ptr[(((((((rc_1_1 * 1444) + (rc_2_1 * 361)) + ((((int)threadIdx.x) / 17) * 19)) + (ry_2_1 * 19)) + rx_2_1) + (((int)threadIdx.x) % 17)) + 5776)] * kernel_shared_ptr[(((((((ff_3_1 * 288) + (ff_4_1 * 72)) + (rc_1_1 * 36)) + (rc_2_1 * 9)) + (ry_2_1 * 3)) + rx_2_1) + 2304)]));
            }
          }
        }
      }
    }
  }
  tvm_builtin_ptx_cp_async_wait_group_async_wait_group_0();
  __syncthreads();
  for (int rc_1_2 = 0; rc_1_2 < 2; ++rc_1_2) {
    for (int ff_3_2 = 0; ff_3_2 < 4; ++ff_3_2) {
      for (int rc_2_2 = 0; rc_2_2 < 4; ++rc_2_2) {
        for (int ry_2_2 = 0; ry_2_2 < 3; ++ry_2_2) {
          for (int rx_2_2 = 0; rx_2_2 < 3; ++rx_2_2) {
            for (int ff_4_2 = 0; ff_4_2 < 4; ++ff_4_2) {
              int cse_v14 = ((ff_3_2 * 4) + ff_4_2);
              conv2d_nchw_local_ptr[((ff_3_2 * 4) + ff_4_2)] = (conv2d_nchw_local_ptr[((ff_3_2 * 4) + ff_4_2)] + (pad_temp_shared_ptr[((((((rc_1_2 * 1444) + (rc_2_2 * 361)) + ((((int)threadIdx.x) / 17) * 19)) + (ry_2_2 * 19)) + rx_2_2) + (((int)threadIdx.x) % 17))] * kernel_shared_ptr[((((((ff_3_2 * 288) + (ff_4_2 * 72)) + (rc_1_2 * 36)) + (rc_2_2 * 9)) + (ry_2_2 * 3)) + rx_2_2)]));
            }
          }
        }
      }
    }
  }
  for (int ax1 = 0; ax1 < 16; ++ax1) {
    conv2d_nchw_ptr[(((((int)blockIdx.x) * 4624) + (ax1 * 289)) + ((int)threadIdx.x))] = conv2d_nchw_local_ptr[ax1];
  }
}

