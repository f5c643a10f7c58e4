
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
extern "C" __global__ void __launch_bounds__(224) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(224) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float pad_temp_shared_ptr[3584];
  __shared__ alignas(64) float kernel_shared_ptr[4096];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v2 = (((int)blockIdx.x) / 14);
  int cse_v14 = (((int)threadIdx.x) & 1);
  int cse_v15 = (((int)threadIdx.x) / 28);
  int cse_v16 = ((((int)blockIdx.x) % 14) * 2);
  int cse_v19 = ((((int)threadIdx.x) % 28) >> 1);
  for (int rc_0 = 0; rc_0 < 8; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) * 2);
    int cse_v27 = (((rc_0 * 50176) + (((int)threadIdx.x) * 28)) + ((((int)blockIdx.x) % 14) * 2));
    __syncthreads();
    *(float2*)(pad_temp_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(data_ptr + (((rc_0 * 50176) + (((int)threadIdx.x) * 28)) + ((((int)blockIdx.x) % 14) * 2)));
    *(float2*)(pad_temp_shared_ptr + ((((int)threadIdx.x) * 2) + 448)) = *(float2*)(data_ptr + ((((rc_0 * 50176) + (((int)threadIdx.x) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 6272));
    *(float2*)(pad_temp_shared_ptr + ((((int)threadIdx.x) * 2) + 896)) = *(float2*)(data_ptr + ((((rc_0 * 50176) + (((int)threadIdx.x) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 12544));
    *(float2*)(pad_temp_shared_ptr + ((((int)threadIdx.x) * 2) + 1344)) = *(float2*)(data_ptr + ((((rc_0 * 50176) + (((int)threadIdx.x) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 18816));
    *(float2*)(pad_temp_shared_ptr + ((((int)threadIdx.x) * 2) + 1792)) = *(float2*)(data_ptr + ((((rc_0 * 50176) + (((int)threadIdx.x) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 25088));
    *(float2*)(pad_temp_shared_ptr + ((((int)threadIdx.x) * 2) + 2240)) = *(float2*)(data_ptr + ((((rc_0 * 50176) + (((int)threadIdx.x) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 31360));
    *(float2*)(pad_temp_shared_ptr + ((((int)threadIdx.x) * 2) + 2688)) = *(float2*)(data_ptr + ((((rc_0 * 50176) + (((int)threadIdx.x) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 37632));
    *(float2*)(pad_temp_shared_ptr + ((((int)threadIdx.x) * 2) + 3136)) = *(float2*)(data_ptr + ((((rc_0 * 50176) + (((int)threadIdx.x) * 28)) + ((((int)blockIdx.x) % 14) * 2)) + 43904));
    int cse_v3 = (rc_0 * 64);
    int cse_v17 = ((((int)blockIdx.x) / 14) * 32768);
    int cse_v29 = (((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63));
    kernel_shared_ptr[((int)threadIdx.x)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63))];
    int cse_v4 = (((int)threadIdx.x) + 224);
    int cse_v18 = ((((int)threadIdx.x) + 32) & 63);
    kernel_shared_ptr[(((int)threadIdx.x) + 224)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + (((((int)threadIdx.x) + 224) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 32) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 448)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 3584)];
    int cse_v5 = (((int)threadIdx.x) + 672);
    kernel_shared_ptr[(((int)threadIdx.x) + 672)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + (((((int)threadIdx.x) + 672) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 32) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 896)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 7168)];
    int cse_v6 = (((int)threadIdx.x) + 1120);
    kernel_shared_ptr[(((int)threadIdx.x) + 1120)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + (((((int)threadIdx.x) + 1120) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 32) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 1344)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 10752)];
    int cse_v7 = (((int)threadIdx.x) + 1568);
    kernel_shared_ptr[(((int)threadIdx.x) + 1568)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + (((((int)threadIdx.x) + 1568) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 32) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 1792)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 14336)];
    int cse_v8 = (((int)threadIdx.x) + 2016);
    kernel_shared_ptr[(((int)threadIdx.x) + 2016)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + (((((int)threadIdx.x) + 2016) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 32) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 2240)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 17920)];
    int cse_v9 = (((int)threadIdx.x) + 2464);
    kernel_shared_ptr[(((int)threadIdx.x) + 2464)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + (((((int)threadIdx.x) + 2464) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 32) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 2688)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 21504)];
    int cse_v10 = (((int)threadIdx.x) + 2912);
    kernel_shared_ptr[(((int)threadIdx.x) + 2912)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + (((((int)threadIdx.x) + 2912) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 32) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 3136)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 25088)];
    int cse_v11 = (((int)threadIdx.x) + 3360);
    kernel_shared_ptr[(((int)threadIdx.x) + 3360)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + (((((int)threadIdx.x) + 3360) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 32) & 63))];
    kernel_shared_ptr[(((int)threadIdx.x) + 3584)] = kernel_ptr[((((((((int)blockIdx.x) / 14) * 32768) + ((((int)threadIdx.x) >> 6) * 512)) + (rc_0 * 64)) + (((int)threadIdx.x) & 63)) + 28672)];
    int cse_v12 = (((int)threadIdx.x) + 3808);
    kernel_shared_ptr[(((int)threadIdx.x) + 3808)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + (((((int)threadIdx.x) + 3808) >> 6) * 512)) + (rc_0 * 64)) + ((((int)threadIdx.x) + 32) & 63))];
    if (((int)threadIdx.x) < 64) {
      kernel_shared_ptr[(((int)threadIdx.x) + 4032)] = kernel_ptr[(((((((int)blockIdx.x) / 14) * 32768) + (rc_0 * 64)) + ((int)threadIdx.x)) + 32256)];
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 16; ++rc_1) {
      for (int ff_3 = 0; ff_3 < 2; ++ff_3) {
        int cse_v13 = (ff_3 * 8);
        int cse_v28 = ((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4));
        int cse_v30 = (((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1));
        conv2d_nchw_local_ptr[(ff_3 * 8)] = (conv2d_nchw_local_ptr[(ff_3 * 8)] + (pad_temp_shared_ptr[(((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1))] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4))]));
        int cse_v20 = ((ff_3 * 8) + 2);
        int cse_v31 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 64);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] + (pad_temp_shared_ptr[(((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 64)]));
        int cse_v21 = ((ff_3 * 8) + 4);
        int cse_v32 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 128);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] + (pad_temp_shared_ptr[(((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 128)]));
        int cse_v22 = ((ff_3 * 8) + 6);
        int cse_v33 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 192);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] + (pad_temp_shared_ptr[(((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1))] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 192)]));
        int cse_v34 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 1);
        int cse_v46 = ((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 56);
        conv2d_nchw_local_ptr[(ff_3 * 8)] = (conv2d_nchw_local_ptr[(ff_3 * 8)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 56)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 1)]));
        int cse_v35 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 65);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 56)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 65)]));
        int cse_v36 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 129);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 56)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 129)]));
        int cse_v37 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 193);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 56)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 193)]));
        int cse_v38 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 2);
        int cse_v47 = ((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 112);
        conv2d_nchw_local_ptr[(ff_3 * 8)] = (conv2d_nchw_local_ptr[(ff_3 * 8)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 112)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 2)]));
        int cse_v39 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 66);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 112)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 66)]));
        int cse_v40 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 130);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 112)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 130)]));
        int cse_v41 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 194);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 112)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 194)]));
        int cse_v42 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 3);
        int cse_v48 = ((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 168);
        conv2d_nchw_local_ptr[(ff_3 * 8)] = (conv2d_nchw_local_ptr[(ff_3 * 8)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 168)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 3)]));
        int cse_v43 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 67);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 2)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 168)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 67)]));
        int cse_v44 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 131);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 4)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 168)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 131)]));
        int cse_v45 = (((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 195);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 6)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 168)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 195)]));
        int cse_v23 = ((ff_3 * 8) + 1);
        int cse_v49 = ((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 2);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4))]));
        int cse_v24 = ((ff_3 * 8) + 3);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 64)]));
        int cse_v25 = ((ff_3 * 8) + 5);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 128)]));
        int cse_v26 = ((ff_3 * 8) + 7);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 2)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 192)]));
        int cse_v50 = ((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 58);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 58)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 1)]));
        conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 58)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 65)]));
        conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 58)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 129)]));
        conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 58)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 193)]));
        int cse_v51 = ((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 114);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 114)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 2)]));
        conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 114)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 66)]));
        conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 114)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 130)]));
        conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 114)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 194)]));
        int cse_v52 = ((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 170);
        conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 1)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 170)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 3)]));
        conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 3)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 170)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 67)]));
        conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 5)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 170)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 131)]));
        conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] = (conv2d_nchw_local_ptr[((ff_3 * 8) + 7)] + (pad_temp_shared_ptr[((((rc_1 * 224) + (((((int)threadIdx.x) % 28) >> 1) * 4)) + (((int)threadIdx.x) & 1)) + 170)] * kernel_shared_ptr[(((((((int)threadIdx.x) / 28) * 512) + (ff_3 * 256)) + (rc_1 * 4)) + 195)]));
      }
    }
  }
  int cse_v53 = ((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1));
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 28)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 784)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 812)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 1568)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 1596)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 2352)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 2380)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 3136)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 3164)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 3920)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 3948)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 4704)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 4732)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 5488)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 14) * 50176) + ((((int)threadIdx.x) / 28) * 6272)) + (((((int)threadIdx.x) % 28) >> 1) * 56)) + ((((int)blockIdx.x) % 14) * 2)) + (((int)threadIdx.x) & 1)) + 5516)] = conv2d_nchw_local_ptr[15];
}

