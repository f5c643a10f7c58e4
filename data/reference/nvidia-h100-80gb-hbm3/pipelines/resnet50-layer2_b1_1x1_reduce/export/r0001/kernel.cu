
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
extern "C" __global__ void __launch_bounds__(448) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(448) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[3584];
  __shared__ alignas(64) float kernel_shared_ptr[8192];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)threadIdx.x) / 28);
  int cse_v2 = (((int)threadIdx.x) % 28);
  int cse_v4 = ((((int)blockIdx.x) / 7) * 392);
  int cse_v5 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v6 = ((((int)threadIdx.x) & 3) * 2);
  int cse_v7 = (((((int)threadIdx.x) % 28) >> 2) * 56);
  for (int rc_0 = 0; rc_0 < 4; ++rc_0) {
    int cse_v3 = (((int)threadIdx.x) * 2);
    int cse_v20 = ((((((rc_0 * 200704) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2));
    __syncthreads();
    *(float2*)(pad_temp_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(data_ptr + ((((((rc_0 * 200704) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)));
    *(float2*)(pad_temp_shared_ptr + ((((int)threadIdx.x) * 2) + 896)) = *(float2*)(data_ptr + (((((((rc_0 * 200704) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 50176));
    *(float2*)(pad_temp_shared_ptr + ((((int)threadIdx.x) * 2) + 1792)) = *(float2*)(data_ptr + (((((((rc_0 * 200704) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 100352));
    *(float2*)(pad_temp_shared_ptr + ((((int)threadIdx.x) * 2) + 2688)) = *(float2*)(data_ptr + (((((((rc_0 * 200704) + ((((int)threadIdx.x) / 28) * 3136)) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 150528));
    int cse_v10 = ((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63));
    kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 448)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 1792)];
    kernel_shared_ptr[(((int)threadIdx.x) + 896)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 3584)];
    kernel_shared_ptr[(((int)threadIdx.x) + 1344)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 5376)];
    kernel_shared_ptr[(((int)threadIdx.x) + 1792)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 7168)];
    kernel_shared_ptr[(((int)threadIdx.x) + 2240)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 8960)];
    kernel_shared_ptr[(((int)threadIdx.x) + 2688)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 10752)];
    kernel_shared_ptr[(((int)threadIdx.x) + 3136)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 12544)];
    kernel_shared_ptr[(((int)threadIdx.x) + 3584)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 14336)];
    kernel_shared_ptr[(((int)threadIdx.x) + 4032)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 16128)];
    kernel_shared_ptr[(((int)threadIdx.x) + 4480)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 17920)];
    kernel_shared_ptr[(((int)threadIdx.x) + 4928)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 19712)];
    kernel_shared_ptr[(((int)threadIdx.x) + 5376)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 21504)];
    kernel_shared_ptr[(((int)threadIdx.x) + 5824)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 23296)];
    kernel_shared_ptr[(((int)threadIdx.x) + 6272)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 25088)];
    kernel_shared_ptr[(((int)threadIdx.x) + 6720)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 26880)];
    kernel_shared_ptr[(((int)threadIdx.x) + 7168)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 28672)];
    kernel_shared_ptr[(((int)threadIdx.x) + 7616)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 30464)];
    if (((int)threadIdx.x) < 128) {
      kernel_shared_ptr[(((int)threadIdx.x) + 8064)] = kernel_ptr[(((((((int)threadIdx.x) >> 6) * 256) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 32256)];
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 64; ++rc_1) {
      int cse_v8 = ((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2));
      int cse_v9 = (((((int)threadIdx.x) / 28) * 256) + rc_1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2))] * kernel_shared_ptr[(((((int)threadIdx.x) / 28) * 256) + rc_1)]));
      int cse_v11 = ((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4096);
      conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4096)]));
      int cse_v12 = (((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2)) + 1);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2)) + 1)] * kernel_shared_ptr[(((((int)threadIdx.x) / 28) * 256) + rc_1)]));
      conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[(((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4096)]));
      int cse_v13 = ((((((int)threadIdx.x) / 28) * 256) + rc_1) + 64);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 64)]));
      int cse_v14 = ((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4160);
      conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4160)]));
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 64)]));
      conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[(((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4160)]));
      int cse_v15 = ((((((int)threadIdx.x) / 28) * 256) + rc_1) + 128);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 128)]));
      int cse_v16 = ((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4224);
      conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4224)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 128)]));
      conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[(((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4224)]));
      int cse_v17 = ((((((int)threadIdx.x) / 28) * 256) + rc_1) + 192);
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 192)]));
      int cse_v18 = ((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4288);
      conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2))] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4288)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 192)]));
      conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[(((rc_1 * 56) + ((((int)threadIdx.x) % 28) * 2)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 256) + rc_1) + 4288)]));
    }
  }
  int cse_v19 = ((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2));
  conv2d_nchw_ptr[((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 200704)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 200705)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3136)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 203840)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3137)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 203841)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6272)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 206976)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6273)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 206977)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9408)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 210112)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9409)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) / 28) * 12544) + ((((int)blockIdx.x) / 7) * 392)) + (((((int)threadIdx.x) % 28) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 210113)] = conv2d_nchw_local_ptr[15];
}

