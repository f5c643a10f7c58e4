
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
extern "C" __global__ void __launch_bounds__(56) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(56) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[880];
  __shared__ alignas(64) float kernel_shared_ptr[256];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v2 = (((int)blockIdx.x) % 28);
  int cse_v17 = (((int)blockIdx.x) / 28);
  int cse_v19 = (((int)threadIdx.x) % 7);
  int cse_v20 = (((int)threadIdx.x) / 7);
  for (int rc_0 = 0; rc_0 < 16; ++rc_0) {
    int cse_v1 = (rc_0 * 50176);
    int cse_v21 = ((((int)blockIdx.x) % 28) * 112);
    __syncthreads();
    pad_temp_shared_ptr[((int)threadIdx.x)] = data_ptr[((((rc_0 * 50176) + ((((int)threadIdx.x) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + (((int)threadIdx.x) % 55))];
    int cse_v3 = (((int)threadIdx.x) + 56);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 56)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 56) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 1) % 55))];
    int cse_v4 = (((int)threadIdx.x) + 112);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 112)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 112) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 2) % 55))];
    int cse_v5 = (((int)threadIdx.x) + 168);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 168)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 168) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 3) % 55))];
    int cse_v6 = (((int)threadIdx.x) + 224);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 224)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 224) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 4) % 55))];
    int cse_v7 = (((int)threadIdx.x) + 280);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 280)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 280) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 5) % 55))];
    int cse_v8 = (((int)threadIdx.x) + 336);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 336)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 336) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 6) % 55))];
    int cse_v9 = (((int)threadIdx.x) + 392);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 392)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 392) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 7) % 55))];
    int cse_v10 = (((int)threadIdx.x) + 448);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 448)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 448) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 8) % 55))];
    int cse_v11 = (((int)threadIdx.x) + 504);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 504)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 504) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 9) % 55))];
    int cse_v12 = (((int)threadIdx.x) + 560);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 560)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 560) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 10) % 55))];
    int cse_v13 = (((int)threadIdx.x) + 616);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 616)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 616) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 11) % 55))];
    int cse_v14 = (((int)threadIdx.x) + 672);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 672)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 672) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 12) % 55))];
    int cse_v15 = (((int)threadIdx.x) + 728);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 728)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 728) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 13) % 55))];
    int cse_v16 = (((int)threadIdx.x) + 784);
    pad_temp_shared_ptr[(((int)threadIdx.x) + 784)] = data_ptr[((((rc_0 * 50176) + (((((int)threadIdx.x) + 784) / 55) * 3136)) + ((((int)blockIdx.x) % 28) * 112)) + ((((int)threadIdx.x) + 14) % 55))];
    if (((int)threadIdx.x) < 40) {
      pad_temp_shared_ptr[(((int)threadIdx.x) + 840)] = data_ptr[((((rc_0 * 50176) + ((((int)blockIdx.x) % 28) * 112)) + ((int)threadIdx.x)) + 47055)];
    }
    int cse_v18 = (((int)threadIdx.x) * 2);
    int cse_v70 = (((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_0 * 16)) + ((((int)threadIdx.x) & 7) * 2));
    *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(kernel_ptr + (((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_0 * 16)) + ((((int)threadIdx.x) & 7) * 2)));
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 112)) = *(float2*)(kernel_ptr + ((((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_0 * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 1792));
    if (((int)threadIdx.x) < 16) {
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 224)) = *(float2*)(kernel_ptr + ((((((((int)blockIdx.x) / 28) * 4096) + ((((int)threadIdx.x) >> 3) * 256)) + (rc_0 * 16)) + ((((int)threadIdx.x) & 7) * 2)) + 3584));
    }
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 2; ++rc_1) {
      int cse_v22 = ((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4));
      int cse_v23 = (((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8));
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4))] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8))]));
      int cse_v24 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 28);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 28)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8))]));
      int cse_v25 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 128);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4))] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 128)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 28)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 128)]));
      int cse_v26 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 2);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 2)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8))]));
      int cse_v27 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 30);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 30)] * kernel_shared_ptr[(((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8))]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 2)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 128)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 30)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 128)]));
      int cse_v28 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 55);
      int cse_v29 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 1);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 55)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 1)]));
      int cse_v30 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 83);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 83)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 1)]));
      int cse_v31 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 129);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 55)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 129)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 83)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 129)]));
      int cse_v32 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 57);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 1)]));
      int cse_v33 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 85);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 85)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 1)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 57)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 129)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 85)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 129)]));
      int cse_v34 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 110);
      int cse_v35 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 2);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 110)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 2)]));
      int cse_v36 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 138);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 138)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 2)]));
      int cse_v37 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 130);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 110)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 130)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 138)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 130)]));
      int cse_v38 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 112);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 112)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 2)]));
      int cse_v39 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 140);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 140)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 2)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 112)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 130)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 140)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 130)]));
      int cse_v40 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 165);
      int cse_v41 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 3);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 165)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 3)]));
      int cse_v42 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 193);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 193)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 3)]));
      int cse_v43 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 131);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 165)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 131)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 193)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 131)]));
      int cse_v44 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 167);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 167)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 3)]));
      int cse_v45 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 195);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 195)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 3)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 167)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 131)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 195)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 131)]));
      int cse_v46 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 220);
      int cse_v47 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 4);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 220)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 4)]));
      int cse_v48 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 248);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 248)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 4)]));
      int cse_v49 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 132);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 220)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 132)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 248)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 132)]));
      int cse_v50 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 222);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 222)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 4)]));
      int cse_v51 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 250);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 250)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 4)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 222)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 132)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 250)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 132)]));
      int cse_v52 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 275);
      int cse_v53 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 5);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 275)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 5)]));
      int cse_v54 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 303);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 303)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 5)]));
      int cse_v55 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 133);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 275)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 133)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 303)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 133)]));
      int cse_v56 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 277);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 277)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 5)]));
      int cse_v57 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 305);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 305)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 5)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 277)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 133)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 305)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 133)]));
      int cse_v58 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 330);
      int cse_v59 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 6);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 330)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 6)]));
      int cse_v60 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 358);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 358)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 6)]));
      int cse_v61 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 134);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 330)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 134)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 358)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 134)]));
      int cse_v62 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 332);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 332)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 6)]));
      int cse_v63 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 360);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 360)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 6)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 332)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 134)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 360)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 134)]));
      int cse_v64 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 385);
      int cse_v65 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 7);
      conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 385)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 7)]));
      int cse_v66 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 413);
      conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 413)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 7)]));
      int cse_v67 = ((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 135);
      conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 385)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 135)]));
      conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 413)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 135)]));
      int cse_v68 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 387);
      conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 387)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 7)]));
      int cse_v69 = (((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 415);
      conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 415)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 7)]));
      conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 387)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 135)]));
      conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((rc_1 * 440) + ((((int)threadIdx.x) % 7) * 4)) + 415)] * kernel_shared_ptr[((((((int)threadIdx.x) / 7) * 16) + (rc_1 * 8)) + 135)]));
    }
  }
  int cse_v71 = (((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 7) * 784)) + ((((int)blockIdx.x) % 28) * 28)) + ((((int)threadIdx.x) % 7) * 2));
  conv2d_nchw_ptr[(((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 7) * 784)) + ((((int)blockIdx.x) % 28) * 28)) + ((((int)threadIdx.x) % 7) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 7) * 784)) + ((((int)blockIdx.x) % 28) * 28)) + ((((int)threadIdx.x) % 7) * 2)) + 14)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 7) * 784)) + ((((int)blockIdx.x) % 28) * 28)) + ((((int)threadIdx.x) % 7) * 2)) + 6272)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 7) * 784)) + ((((int)blockIdx.x) % 28) * 28)) + ((((int)threadIdx.x) % 7) * 2)) + 6286)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 7) * 784)) + ((((int)blockIdx.x) % 28) * 28)) + ((((int)threadIdx.x) % 7) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 7) * 784)) + ((((int)blockIdx.x) % 28) * 28)) + ((((int)threadIdx.x) % 7) * 2)) + 15)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 7) * 784)) + ((((int)blockIdx.x) % 28) * 28)) + ((((int)threadIdx.x) % 7) * 2)) + 6273)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((int)blockIdx.x) / 28) * 12544) + ((((int)threadIdx.x) / 7) * 784)) + ((((int)blockIdx.x) % 28) * 28)) + ((((int)threadIdx.x) % 7) * 2)) + 6287)] = conv2d_nchw_local_ptr[7];
}

