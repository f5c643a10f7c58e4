
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
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[3584];
  __shared__ alignas(64) float kernel_shared_ptr[2048];
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
  int cse_v1 = (((int)blockIdx.x) / 56);
  int cse_v3 = (((int)threadIdx.x) % 14);
  int cse_v4 = (((int)threadIdx.x) / 14);
  int cse_v5 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v6 = (((((int)blockIdx.x) % 56) / 7) * 392);
  for (int rc_0 = 0; rc_0 < 4; ++rc_0) {
    int cse_v16 = ((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7));
    __syncthreads();
    pad_temp_shared_ptr[((int)threadIdx.x)] = data_ptr[((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7))];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 112)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 6272)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 224)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 12544)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 336)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 18816)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 448)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 25088)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 560)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 31360)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 672)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 37632)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 784)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 43904)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 896)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 50176)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1008)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 56448)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1120)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 62720)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1232)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 68992)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1344)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 75264)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1456)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 81536)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1568)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 87808)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1680)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 94080)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1792)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 100352)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 1904)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 106624)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2016)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 112896)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2128)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 119168)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2240)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 125440)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2352)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 131712)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2464)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 137984)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2576)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 144256)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2688)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 150528)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2800)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 156800)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 2912)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 163072)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3024)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 169344)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3136)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 175616)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3248)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 181888)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3360)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 188160)];
    pad_temp_shared_ptr[(((int)threadIdx.x) + 3472)] = data_ptr[(((((((rc_0 * 200704) + ((((int)threadIdx.x) / 56) * 3136)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 56) >> 3) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + (((int)threadIdx.x) & 7)) + 194432)];
    int cse_v2 = (((int)threadIdx.x) * 4);
    int cse_v12 = (((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0 * 64)) + ((((int)threadIdx.x) & 15) * 4));
    *(float4*)(kernel_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(kernel_ptr + (((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)));
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 448)) = *(float4*)(kernel_ptr + ((((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 1792));
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 896)) = *(float4*)(kernel_ptr + ((((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 3584));
    *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 1344)) = *(float4*)(kernel_ptr + ((((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 5376));
    if (((int)threadIdx.x) < 64) {
      *(float4*)(kernel_shared_ptr + ((((int)threadIdx.x) * 4) + 1792)) = *(float4*)(kernel_ptr + ((((((((int)blockIdx.x) / 56) * 8192) + ((((int)threadIdx.x) >> 4) * 256)) + (rc_0 * 64)) + ((((int)threadIdx.x) & 15) * 4)) + 7168));
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
      for (int rc_2 = 0; rc_2 < 16; ++rc_2) {
        int cse_v7 = (((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4));
        int cse_v8 = ((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4))] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2)]));
        int cse_v9 = ((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 1);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2)]));
        int cse_v10 = ((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 2);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2)]));
        int cse_v11 = ((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 3);
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 3)] * kernel_shared_ptr[((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2)]));
        int cse_v13 = (((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 64);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 64)]));
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 64)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 64)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 3)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 64)]));
        int cse_v14 = (((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 128);
        conv2d_nchw_local_ptr[8] = (conv2d_nchw_local_ptr[8] + (pad_temp_shared_ptr[(((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 128)]));
        conv2d_nchw_local_ptr[9] = (conv2d_nchw_local_ptr[9] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 128)]));
        conv2d_nchw_local_ptr[10] = (conv2d_nchw_local_ptr[10] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 128)]));
        conv2d_nchw_local_ptr[11] = (conv2d_nchw_local_ptr[11] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 3)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 128)]));
        int cse_v15 = (((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 192);
        conv2d_nchw_local_ptr[12] = (conv2d_nchw_local_ptr[12] + (pad_temp_shared_ptr[(((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 192)]));
        conv2d_nchw_local_ptr[13] = (conv2d_nchw_local_ptr[13] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 1)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 192)]));
        conv2d_nchw_local_ptr[14] = (conv2d_nchw_local_ptr[14] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 192)]));
        conv2d_nchw_local_ptr[15] = (conv2d_nchw_local_ptr[15] + (pad_temp_shared_ptr[((((rc_1 * 896) + (rc_2 * 56)) + ((((int)threadIdx.x) % 14) * 4)) + 3)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 14) * 256) + (rc_1 * 16)) + rc_2) + 192)]));
      }
    }
  }
  int cse_v17 = (((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 2)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 3)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 3136)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 3137)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 3138)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 3139)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 6272)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 6273)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 6274)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 6275)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 9408)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 9409)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 9410)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 56) * 100352) + ((((int)threadIdx.x) / 14) * 12544)) + (((((int)blockIdx.x) % 56) / 7) * 392)) + (((((int)threadIdx.x) % 14) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 9411)] = conv2d_nchw_local_ptr[15];
}

