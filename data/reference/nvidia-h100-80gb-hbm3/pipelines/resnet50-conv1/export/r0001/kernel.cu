
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
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr);
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ conv2d_nchw_ptr, float* __restrict__ data_ptr, float* __restrict__ kernel_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[8];
  __shared__ alignas(64) float pad_temp_shared_ptr[189];
  __shared__ alignas(64) float kernel_shared_ptr[3136];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) / 14);
  int cse_v3 = (((int)blockIdx.x) % 14);
  int cse_v8 = (((int)threadIdx.x) & 3);
  int cse_v9 = (((int)threadIdx.x) >> 3);
  int cse_v26 = ((((int)threadIdx.x) & 7) >> 2);
  for (int rc_0 = 0; rc_0 < 3; ++rc_0) {
    int cse_v2 = (((int)threadIdx.x) / 21);
    int cse_v4 = (((int)threadIdx.x) % 21);
    int cse_v10 = ((((int)blockIdx.x) / 14) * 4);
    int cse_v11 = ((((int)blockIdx.x) % 14) * 16);
    int cse_v27 = (((((int)blockIdx.x) % 14) * 16) + (((int)threadIdx.x) % 21));
    int cse_v28 = ((rc_0 * 50176) + ((((int)blockIdx.x) / 14) * 896));
    __syncthreads();
    float condval;
    if (((3 <= (((((int)blockIdx.x) / 14) * 4) + (((int)threadIdx.x) / 21))) && (3 <= (((((int)blockIdx.x) % 14) * 16) + (((int)threadIdx.x) % 21)))) && ((((((int)blockIdx.x) % 14) * 16) + (((int)threadIdx.x) % 21)) < 227)) {
      condval = data_ptr[((((((rc_0 * 50176) + ((((int)blockIdx.x) / 14) * 896)) + ((((int)threadIdx.x) / 21) * 224)) + ((((int)blockIdx.x) % 14) * 16)) + (((int)threadIdx.x) % 21)) - 675)];
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    pad_temp_shared_ptr[((int)threadIdx.x)] = condval;
    if (((int)threadIdx.x) < 61) {
      int cse_v5 = (((int)threadIdx.x) + 128);
      int cse_v12 = ((((int)threadIdx.x) + 128) / 21);
      int cse_v13 = ((((int)threadIdx.x) + 2) % 21);
      int cse_v29 = (((((int)blockIdx.x) % 14) * 16) + ((((int)threadIdx.x) + 2) % 21));
      float condval_1;
      if ((((((((int)blockIdx.x) / 14) * 4) + ((((int)threadIdx.x) + 128) / 21)) < 227) && (3 <= (((((int)blockIdx.x) % 14) * 16) + ((((int)threadIdx.x) + 2) % 21)))) && ((((((int)blockIdx.x) % 14) * 16) + ((((int)threadIdx.x) + 2) % 21)) < 227)) {
        condval_1 = data_ptr[((((((rc_0 * 50176) + ((((int)blockIdx.x) / 14) * 896)) + (((((int)threadIdx.x) + 128) / 21) * 224)) + ((((int)blockIdx.x) % 14) * 16)) + ((((int)threadIdx.x) + 2) % 21)) - 675)];
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      pad_temp_shared_ptr[(((int)threadIdx.x) + 128)] = condval_1;
    }
    int cse_v6 = (((int)threadIdx.x) * 2);
    int cse_v7 = (rc_0 * 49);
    int2 __1;
      int2 __2;
        int2 __3;
          int2 __4;
            int2 v_ = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
            int2 v__1 = make_int2(49, 49);
            __4.x = (v_.x/v__1.x);
            __4.y = (v_.y/v__1.y);
          int2 v__2 = make_int2(147, 147);
          __3.x = (__4.x*v__2.x);
          __3.y = (__4.y*v__2.y);
        int2 v__3 = make_int2((rc_0 * 49), (rc_0 * 49));
        __2.x = (__3.x+v__3.x);
        __2.y = (__3.y+v__3.y);
      int2 __5;
        int2 v__4 = make_int2(((((int)threadIdx.x) * 2))+(1*0), ((((int)threadIdx.x) * 2))+(1*1));
        int2 v__5 = make_int2(49, 49);
        __5.x = (v__4.x%v__5.x);
        __5.y = (v__4.y%v__5.y);
      __1.x = (__2.x+__5.x);
      __1.y = (__2.y+__5.y);
    *(float2*)(kernel_shared_ptr + (((int)threadIdx.x) * 2)) = make_float2(kernel_ptr[__1.x],kernel_ptr[__1.y]);
    int cse_v14 = ((((int)threadIdx.x) * 2) + 256);
    int2 __6;
      int2 __7;
        int2 __8;
          int2 __9;
            int2 v__6 = make_int2((((((int)threadIdx.x) * 2) + 256))+(1*0), (((((int)threadIdx.x) * 2) + 256))+(1*1));
            int2 v__7 = make_int2(49, 49);
            __9.x = (v__6.x/v__7.x);
            __9.y = (v__6.y/v__7.y);
          int2 v__8 = make_int2(147, 147);
          __8.x = (__9.x*v__8.x);
          __8.y = (__9.y*v__8.y);
        int2 v__9 = make_int2((rc_0 * 49), (rc_0 * 49));
        __7.x = (__8.x+v__9.x);
        __7.y = (__8.y+v__9.y);
      int2 __10;
        int2 v__10 = make_int2((((((int)threadIdx.x) * 2) + 256))+(1*0), (((((int)threadIdx.x) * 2) + 256))+(1*1));
        int2 v__11 = make_int2(49, 49);
        __10.x = (v__10.x%v__11.x);
        __10.y = (v__10.y%v__11.y);
      __6.x = (__7.x+__10.x);
      __6.y = (__7.y+__10.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 256)) = make_float2(kernel_ptr[__6.x],kernel_ptr[__6.y]);
    int cse_v15 = ((((int)threadIdx.x) * 2) + 512);
    int2 __11;
      int2 __12;
        int2 __13;
          int2 __14;
            int2 v__12 = make_int2((((((int)threadIdx.x) * 2) + 512))+(1*0), (((((int)threadIdx.x) * 2) + 512))+(1*1));
            int2 v__13 = make_int2(49, 49);
            __14.x = (v__12.x/v__13.x);
            __14.y = (v__12.y/v__13.y);
          int2 v__14 = make_int2(147, 147);
          __13.x = (__14.x*v__14.x);
          __13.y = (__14.y*v__14.y);
        int2 v__15 = make_int2((rc_0 * 49), (rc_0 * 49));
        __12.x = (__13.x+v__15.x);
        __12.y = (__13.y+v__15.y);
      int2 __15;
        int2 v__16 = make_int2((((((int)threadIdx.x) * 2) + 512))+(1*0), (((((int)threadIdx.x) * 2) + 512))+(1*1));
        int2 v__17 = make_int2(49, 49);
        __15.x = (v__16.x%v__17.x);
        __15.y = (v__16.y%v__17.y);
      __11.x = (__12.x+__15.x);
      __11.y = (__12.y+__15.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 512)) = make_float2(kernel_ptr[__11.x],kernel_ptr[__11.y]);
    int cse_v16 = ((((int)threadIdx.x) * 2) + 768);
    int2 __16;
      int2 __17;
        int2 __18;
          int2 __19;
            int2 v__18 = make_int2((((((int)threadIdx.x) * 2) + 768))+(1*0), (((((int)threadIdx.x) * 2) + 768))+(1*1));
            int2 v__19 = make_int2(49, 49);
            __19.x = (v__18.x/v__19.x);
            __19.y = (v__18.y/v__19.y);
          int2 v__20 = make_int2(147, 147);
          __18.x = (__19.x*v__20.x);
          __18.y = (__19.y*v__20.y);
        int2 v__21 = make_int2((rc_0 * 49), (rc_0 * 49));
        __17.x = (__18.x+v__21.x);
        __17.y = (__18.y+v__21.y);
      int2 __20;
        int2 v__22 = make_int2((((((int)threadIdx.x) * 2) + 768))+(1*0), (((((int)threadIdx.x) * 2) + 768))+(1*1));
        int2 v__23 = make_int2(49, 49);
        __20.x = (v__22.x%v__23.x);
        __20.y = (v__22.y%v__23.y);
      __16.x = (__17.x+__20.x);
      __16.y = (__17.y+__20.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 768)) = make_float2(kernel_ptr[__16.x],kernel_ptr[__16.y]);
    int cse_v17 = ((((int)threadIdx.x) * 2) + 1024);
    int2 __21;
      int2 __22;
        int2 __23;
          int2 __24;
            int2 v__24 = make_int2((((((int)threadIdx.x) * 2) + 1024))+(1*0), (((((int)threadIdx.x) * 2) + 1024))+(1*1));
            int2 v__25 = make_int2(49, 49);
            __24.x = (v__24.x/v__25.x);
            __24.y = (v__24.y/v__25.y);
          int2 v__26 = make_int2(147, 147);
          __23.x = (__24.x*v__26.x);
          __23.y = (__24.y*v__26.y);
        int2 v__27 = make_int2((rc_0 * 49), (rc_0 * 49));
        __22.x = (__23.x+v__27.x);
        __22.y = (__23.y+v__27.y);
      int2 __25;
        int2 v__28 = make_int2((((((int)threadIdx.x) * 2) + 1024))+(1*0), (((((int)threadIdx.x) * 2) + 1024))+(1*1));
        int2 v__29 = make_int2(49, 49);
        __25.x = (v__28.x%v__29.x);
        __25.y = (v__28.y%v__29.y);
      __21.x = (__22.x+__25.x);
      __21.y = (__22.y+__25.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1024)) = make_float2(kernel_ptr[__21.x],kernel_ptr[__21.y]);
    int cse_v18 = ((((int)threadIdx.x) * 2) + 1280);
    int2 __26;
      int2 __27;
        int2 __28;
          int2 __29;
            int2 v__30 = make_int2((((((int)threadIdx.x) * 2) + 1280))+(1*0), (((((int)threadIdx.x) * 2) + 1280))+(1*1));
            int2 v__31 = make_int2(49, 49);
            __29.x = (v__30.x/v__31.x);
            __29.y = (v__30.y/v__31.y);
          int2 v__32 = make_int2(147, 147);
          __28.x = (__29.x*v__32.x);
          __28.y = (__29.y*v__32.y);
        int2 v__33 = make_int2((rc_0 * 49), (rc_0 * 49));
        __27.x = (__28.x+v__33.x);
        __27.y = (__28.y+v__33.y);
      int2 __30;
        int2 v__34 = make_int2((((((int)threadIdx.x) * 2) + 1280))+(1*0), (((((int)threadIdx.x) * 2) + 1280))+(1*1));
        int2 v__35 = make_int2(49, 49);
        __30.x = (v__34.x%v__35.x);
        __30.y = (v__34.y%v__35.y);
      __26.x = (__27.x+__30.x);
      __26.y = (__27.y+__30.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1280)) = make_float2(kernel_ptr[__26.x],kernel_ptr[__26.y]);
    int cse_v19 = ((((int)threadIdx.x) * 2) + 1536);
    int2 __31;
      int2 __32;
        int2 __33;
          int2 __34;
            int2 v__36 = make_int2((((((int)threadIdx.x) * 2) + 1536))+(1*0), (((((int)threadIdx.x) * 2) + 1536))+(1*1));
            int2 v__37 = make_int2(49, 49);
            __34.x = (v__36.x/v__37.x);
            __34.y = (v__36.y/v__37.y);
          int2 v__38 = make_int2(147, 147);
          __33.x = (__34.x*v__38.x);
          __33.y = (__34.y*v__38.y);
        int2 v__39 = make_int2((rc_0 * 49), (rc_0 * 49));
        __32.x = (__33.x+v__39.x);
        __32.y = (__33.y+v__39.y);
      int2 __35;
        int2 v__40 = make_int2((((((int)threadIdx.x) * 2) + 1536))+(1*0), (((((int)threadIdx.x) * 2) + 1536))+(1*1));
        int2 v__41 = make_int2(49, 49);
        __35.x = (v__40.x%v__41.x);
        __35.y = (v__40.y%v__41.y);
      __31.x = (__32.x+__35.x);
      __31.y = (__32.y+__35.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1536)) = make_float2(kernel_ptr[__31.x],kernel_ptr[__31.y]);
    int cse_v20 = ((((int)threadIdx.x) * 2) + 1792);
    int2 __36;
      int2 __37;
        int2 __38;
          int2 __39;
            int2 v__42 = make_int2((((((int)threadIdx.x) * 2) + 1792))+(1*0), (((((int)threadIdx.x) * 2) + 1792))+(1*1));
            int2 v__43 = make_int2(49, 49);
            __39.x = (v__42.x/v__43.x);
            __39.y = (v__42.y/v__43.y);
          int2 v__44 = make_int2(147, 147);
          __38.x = (__39.x*v__44.x);
          __38.y = (__39.y*v__44.y);
        int2 v__45 = make_int2((rc_0 * 49), (rc_0 * 49));
        __37.x = (__38.x+v__45.x);
        __37.y = (__38.y+v__45.y);
      int2 __40;
        int2 v__46 = make_int2((((((int)threadIdx.x) * 2) + 1792))+(1*0), (((((int)threadIdx.x) * 2) + 1792))+(1*1));
        int2 v__47 = make_int2(49, 49);
        __40.x = (v__46.x%v__47.x);
        __40.y = (v__46.y%v__47.y);
      __36.x = (__37.x+__40.x);
      __36.y = (__37.y+__40.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 1792)) = make_float2(kernel_ptr[__36.x],kernel_ptr[__36.y]);
    int cse_v21 = ((((int)threadIdx.x) * 2) + 2048);
    int2 __41;
      int2 __42;
        int2 __43;
          int2 __44;
            int2 v__48 = make_int2((((((int)threadIdx.x) * 2) + 2048))+(1*0), (((((int)threadIdx.x) * 2) + 2048))+(1*1));
            int2 v__49 = make_int2(49, 49);
            __44.x = (v__48.x/v__49.x);
            __44.y = (v__48.y/v__49.y);
          int2 v__50 = make_int2(147, 147);
          __43.x = (__44.x*v__50.x);
          __43.y = (__44.y*v__50.y);
        int2 v__51 = make_int2((rc_0 * 49), (rc_0 * 49));
        __42.x = (__43.x+v__51.x);
        __42.y = (__43.y+v__51.y);
      int2 __45;
        int2 v__52 = make_int2((((((int)threadIdx.x) * 2) + 2048))+(1*0), (((((int)threadIdx.x) * 2) + 2048))+(1*1));
        int2 v__53 = make_int2(49, 49);
        __45.x = (v__52.x%v__53.x);
        __45.y = (v__52.y%v__53.y);
      __41.x = (__42.x+__45.x);
      __41.y = (__42.y+__45.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2048)) = make_float2(kernel_ptr[__41.x],kernel_ptr[__41.y]);
    int cse_v22 = ((((int)threadIdx.x) * 2) + 2304);
    int2 __46;
      int2 __47;
        int2 __48;
          int2 __49;
            int2 v__54 = make_int2((((((int)threadIdx.x) * 2) + 2304))+(1*0), (((((int)threadIdx.x) * 2) + 2304))+(1*1));
            int2 v__55 = make_int2(49, 49);
            __49.x = (v__54.x/v__55.x);
            __49.y = (v__54.y/v__55.y);
          int2 v__56 = make_int2(147, 147);
          __48.x = (__49.x*v__56.x);
          __48.y = (__49.y*v__56.y);
        int2 v__57 = make_int2((rc_0 * 49), (rc_0 * 49));
        __47.x = (__48.x+v__57.x);
        __47.y = (__48.y+v__57.y);
      int2 __50;
        int2 v__58 = make_int2((((((int)threadIdx.x) * 2) + 2304))+(1*0), (((((int)threadIdx.x) * 2) + 2304))+(1*1));
        int2 v__59 = make_int2(49, 49);
        __50.x = (v__58.x%v__59.x);
        __50.y = (v__58.y%v__59.y);
      __46.x = (__47.x+__50.x);
      __46.y = (__47.y+__50.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2304)) = make_float2(kernel_ptr[__46.x],kernel_ptr[__46.y]);
    int cse_v23 = ((((int)threadIdx.x) * 2) + 2560);
    int2 __51;
      int2 __52;
        int2 __53;
          int2 __54;
            int2 v__60 = make_int2((((((int)threadIdx.x) * 2) + 2560))+(1*0), (((((int)threadIdx.x) * 2) + 2560))+(1*1));
            int2 v__61 = make_int2(49, 49);
            __54.x = (v__60.x/v__61.x);
            __54.y = (v__60.y/v__61.y);
          int2 v__62 = make_int2(147, 147);
          __53.x = (__54.x*v__62.x);
          __53.y = (__54.y*v__62.y);
        int2 v__63 = make_int2((rc_0 * 49), (rc_0 * 49));
        __52.x = (__53.x+v__63.x);
        __52.y = (__53.y+v__63.y);
      int2 __55;
        int2 v__64 = make_int2((((((int)threadIdx.x) * 2) + 2560))+(1*0), (((((int)threadIdx.x) * 2) + 2560))+(1*1));
        int2 v__65 = make_int2(49, 49);
        __55.x = (v__64.x%v__65.x);
        __55.y = (v__64.y%v__65.y);
      __51.x = (__52.x+__55.x);
      __51.y = (__52.y+__55.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2560)) = make_float2(kernel_ptr[__51.x],kernel_ptr[__51.y]);
    int cse_v24 = ((((int)threadIdx.x) * 2) + 2816);
    int2 __56;
      int2 __57;
        int2 __58;
          int2 __59;
            int2 v__66 = make_int2((((((int)threadIdx.x) * 2) + 2816))+(1*0), (((((int)threadIdx.x) * 2) + 2816))+(1*1));
            int2 v__67 = make_int2(49, 49);
            __59.x = (v__66.x/v__67.x);
            __59.y = (v__66.y/v__67.y);
          int2 v__68 = make_int2(147, 147);
          __58.x = (__59.x*v__68.x);
          __58.y = (__59.y*v__68.y);
        int2 v__69 = make_int2((rc_0 * 49), (rc_0 * 49));
        __57.x = (__58.x+v__69.x);
        __57.y = (__58.y+v__69.y);
      int2 __60;
        int2 v__70 = make_int2((((((int)threadIdx.x) * 2) + 2816))+(1*0), (((((int)threadIdx.x) * 2) + 2816))+(1*1));
        int2 v__71 = make_int2(49, 49);
        __60.x = (v__70.x%v__71.x);
        __60.y = (v__70.y%v__71.y);
      __56.x = (__57.x+__60.x);
      __56.y = (__57.y+__60.y);
    *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 2816)) = make_float2(kernel_ptr[__56.x],kernel_ptr[__56.y]);
    if (((int)threadIdx.x) < 32) {
      int cse_v25 = ((((int)threadIdx.x) * 2) + 3072);
      int2 __61;
        int2 __62;
          int2 __63;
            int2 __64;
              int2 v__72 = make_int2((((((int)threadIdx.x) * 2) + 3072))+(1*0), (((((int)threadIdx.x) * 2) + 3072))+(1*1));
              int2 v__73 = make_int2(49, 49);
              __64.x = (v__72.x/v__73.x);
              __64.y = (v__72.y/v__73.y);
            int2 v__74 = make_int2(147, 147);
            __63.x = (__64.x*v__74.x);
            __63.y = (__64.y*v__74.y);
          int2 v__75 = make_int2((rc_0 * 49), (rc_0 * 49));
          __62.x = (__63.x+v__75.x);
          __62.y = (__63.y+v__75.y);
        int2 __65;
          int2 v__76 = make_int2((((((int)threadIdx.x) * 2) + 3072))+(1*0), (((((int)threadIdx.x) * 2) + 3072))+(1*1));
          int2 v__77 = make_int2(49, 49);
          __65.x = (v__76.x%v__77.x);
          __65.y = (v__76.y%v__77.y);
        __61.x = (__62.x+__65.x);
        __61.y = (__62.y+__65.y);
      *(float2*)(kernel_shared_ptr + ((((int)threadIdx.x) * 2) + 3072)) = make_float2(kernel_ptr[__61.x],kernel_ptr[__61.y]);
    }
    __syncthreads();
    for (int ry_1 = 0; ry_1 < 7; ++ry_1) {
      for (int rx_1 = 0; rx_1 < 7; ++rx_1) {
        int cse_v30 = ((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1);
        int cse_v34 = ((((((((int)threadIdx.x) & 7) >> 2) * 42) + (ry_1 * 21)) + ((((int)threadIdx.x) & 3) * 2)) + rx_1);
        conv2d_nchw_local_ptr[0] = (conv2d_nchw_local_ptr[0] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) & 7) >> 2) * 42) + (ry_1 * 21)) + ((((int)threadIdx.x) & 3) * 2)) + rx_1)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1)]));
        int cse_v36 = (((((((((int)threadIdx.x) & 7) >> 2) * 42) + (ry_1 * 21)) + ((((int)threadIdx.x) & 3) * 2)) + rx_1) + 8);
        conv2d_nchw_local_ptr[2] = (conv2d_nchw_local_ptr[2] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) & 7) >> 2) * 42) + (ry_1 * 21)) + ((((int)threadIdx.x) & 3) * 2)) + rx_1) + 8)] * kernel_shared_ptr[((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1)]));
        int cse_v31 = (((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1) + 1568);
        conv2d_nchw_local_ptr[4] = (conv2d_nchw_local_ptr[4] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) & 7) >> 2) * 42) + (ry_1 * 21)) + ((((int)threadIdx.x) & 3) * 2)) + rx_1)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1) + 1568)]));
        conv2d_nchw_local_ptr[6] = (conv2d_nchw_local_ptr[6] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) & 7) >> 2) * 42) + (ry_1 * 21)) + ((((int)threadIdx.x) & 3) * 2)) + rx_1) + 8)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1) + 1568)]));
        int cse_v32 = (((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1) + 49);
        conv2d_nchw_local_ptr[1] = (conv2d_nchw_local_ptr[1] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) & 7) >> 2) * 42) + (ry_1 * 21)) + ((((int)threadIdx.x) & 3) * 2)) + rx_1)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1) + 49)]));
        conv2d_nchw_local_ptr[3] = (conv2d_nchw_local_ptr[3] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) & 7) >> 2) * 42) + (ry_1 * 21)) + ((((int)threadIdx.x) & 3) * 2)) + rx_1) + 8)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1) + 49)]));
        int cse_v33 = (((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1) + 1617);
        conv2d_nchw_local_ptr[5] = (conv2d_nchw_local_ptr[5] + (pad_temp_shared_ptr[((((((((int)threadIdx.x) & 7) >> 2) * 42) + (ry_1 * 21)) + ((((int)threadIdx.x) & 3) * 2)) + rx_1)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1) + 1617)]));
        conv2d_nchw_local_ptr[7] = (conv2d_nchw_local_ptr[7] + (pad_temp_shared_ptr[(((((((((int)threadIdx.x) & 7) >> 2) * 42) + (ry_1 * 21)) + ((((int)threadIdx.x) & 3) * 2)) + rx_1) + 8)] * kernel_shared_ptr[(((((((int)threadIdx.x) >> 3) * 98) + (ry_1 * 7)) + rx_1) + 1617)]));
      }
    }
  }
  int cse_v35 = ((((((((int)threadIdx.x) >> 3) * 25088) + ((((int)blockIdx.x) / 14) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 14) * 8)) + (((int)threadIdx.x) & 3));
  conv2d_nchw_ptr[((((((((int)threadIdx.x) >> 3) * 25088) + ((((int)blockIdx.x) / 14) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 14) * 8)) + (((int)threadIdx.x) & 3))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 25088) + ((((int)blockIdx.x) / 14) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 14) * 8)) + (((int)threadIdx.x) & 3)) + 4)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 25088) + ((((int)blockIdx.x) / 14) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 14) * 8)) + (((int)threadIdx.x) & 3)) + 401408)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 25088) + ((((int)blockIdx.x) / 14) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 14) * 8)) + (((int)threadIdx.x) & 3)) + 401412)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 25088) + ((((int)blockIdx.x) / 14) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 14) * 8)) + (((int)threadIdx.x) & 3)) + 12544)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 25088) + ((((int)blockIdx.x) / 14) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 14) * 8)) + (((int)threadIdx.x) & 3)) + 12548)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 25088) + ((((int)blockIdx.x) / 14) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 14) * 8)) + (((int)threadIdx.x) & 3)) + 413952)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[(((((((((int)threadIdx.x) >> 3) * 25088) + ((((int)blockIdx.x) / 14) * 224)) + (((((int)threadIdx.x) & 7) >> 2) * 112)) + ((((int)blockIdx.x) % 14) * 8)) + (((int)threadIdx.x) & 3)) + 413956)] = conv2d_nchw_local_ptr[7];
}

