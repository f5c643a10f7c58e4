
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

#if !defined(__CUDA_ARCH__) || (__CUDA_ARCH__ >= 530)
#include <cuda_fp16.h>
__device__ half max(half a, half b)
{
  return __hgt(__half(a), __half(b)) ? a : b;
}
__device__ half min(half a, half b)
{
  return __hlt(__half(a), __half(b)) ? a : b;
}
#endif // __CUDA_ARCH__ >= 530

// Pack two half values.
static inline __device__ __host__ unsigned
__pack_half2(const half x, const half y) {
  unsigned v0 = *((unsigned short *)&x);
  unsigned v1 = *((unsigned short *)&y);
  return (v1 << 16) | v0;
}

#define CUDA_UNSUPPORTED_HALF_MATH_BINARY(HALF_MATH_NAME, FP32_MATH_NAME) \
static inline __device__ __host__ half HALF_MATH_NAME(half x, half y) {   \
  float tmp_x = __half2float(x);                                          \
  float tmp_y = __half2float(y);                                          \
  float result = FP32_MATH_NAME(tmp_x, tmp_y);                            \
  return __float2half(result);                                            \
}

#define CUDA_UNSUPPORTED_HALF_MATH_UNARY(HALF_MATH_NAME, FP32_MATH_NAME) \
static inline __device__ __host__ half HALF_MATH_NAME(half x) {          \
  float tmp_x = __half2float(x);                                         \
  float result = FP32_MATH_NAME(tmp_x);                                  \
  return __float2half(result);                                           \
}

// Some fp16 math functions are not supported in cuda_fp16.h,
// so we define them here to make sure the generated CUDA code
// is valid.
#if defined(__CUDA_ARCH__)
#if (__CUDA_ARCH__ >= 530)
CUDA_UNSUPPORTED_HALF_MATH_BINARY(hpow, powf)
#if ((__CUDACC_VER_MAJOR__ < 12) || ((__CUDACC_VER_MAJOR__ == 12) && (__CUDACC_VER_MINOR__ < 8)))
CUDA_UNSUPPORTED_HALF_MATH_UNARY(htanh, tanhf)
#endif
CUDA_UNSUPPORTED_HALF_MATH_UNARY(htan, tanf)
CUDA_UNSUPPORTED_HALF_MATH_UNARY(hatan, atanf)
CUDA_UNSUPPORTED_HALF_MATH_UNARY(herf, erf)
#else
CUDA_UNSUPPORTED_HALF_MATH_UNARY(hexp, exp)
#endif
#endif

#undef CUDA_UNSUPPORTED_HALF_MATH_BINARY
#undef CUDA_UNSUPPORTED_HALF_MATH_UNARY

template <typename T, typename TVec2>
struct __align__(8) half4_bfloat164 {
  T x, y, z, w;
  __host__ __device__ half4_bfloat164() : x(T(0)), y(T(0)), z(T(0)), w(T(0)) {}
  __host__ __device__ half4_bfloat164(T x, T y, T z, T w) : x(x), y(y), z(z), w(w) {}

};

using half4 = half4_bfloat164<__half, __half2>;
__host__ __device__ half4 make_half4(__half x, __half y, __half z, __half w) {
    return half4(x, y, z, w);
}

#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ < 700)
#define __shfl_sync(mask, var, lane, width) \
        __shfl((var), (lane), (width))

#define __shfl_down_sync(mask, var, offset, width) \
        __shfl_down((var), (offset), (width))

#define __shfl_up_sync(mask, var, offset, width) \
        __shfl_up((var), (offset), (width))
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

#ifndef HOST_DEVICE
#define HOST_DEVICE __forceinline__ __host__ __device__
#endif
union GmmaDescriptor
{
  HOST_DEVICE constexpr
  GmmaDescriptor() noexcept : desc_(0) {}
  HOST_DEVICE constexpr
  GmmaDescriptor(uint64_t desc) noexcept : desc_(desc) {}
  HOST_DEVICE constexpr
  GmmaDescriptor(GmmaDescriptor const& t) noexcept : desc_(t.desc_) {}
  HOST_DEVICE constexpr
  GmmaDescriptor(GmmaDescriptor && t) noexcept : desc_(t.desc_) {}

  HOST_DEVICE constexpr
  GmmaDescriptor& operator=(GmmaDescriptor const& t) noexcept {
    desc_ = t.desc_;
    return *this;
  }

  HOST_DEVICE constexpr
  GmmaDescriptor& operator=(GmmaDescriptor && t) noexcept {
    desc_ = t.desc_;
    return *this;
  }

  uint64_t desc_;
  uint32_t reg32_[2];
  uint16_t reg16_[4];

  // Bitfield implementation avoids the need for shifts in assignment
  struct {
    // start_address, bit [0,14), 4LSB not included
    uint16_t start_address_ : 14, : 2;        // 14 bits [0,14), 2 bits unused
    // leading dimension byte offset, bit [16,30), 4LSB not included
    // For N: This is the stride from the first col to the second col of the 8x2 brick in INTERLEAVED
    //   Unused for all SWIZZLE_* layouts (and assumed to be 1)
    // For T: This is the stride from the first 8 rows to the next 8 rows.
    uint16_t leading_byte_offset_ : 14, : 2;  // 14 bits [0,14), 2 bits unused
    // stride dimension byte offset, bit [32,46), 4LSB not included
    // For N: This is the stride from the first 8 rows to the next 8 rows.
    // For T: This is the stride fro mthe first 8 cols to the next 8 cols.
    uint16_t stride_byte_offset_ : 14, : 2;   // 14 bits [0,14), 2 bits unused
    // base_offset, bit [49,52)
    // Valid only for SWIZZLE_128B and SWIZZLE_64B
    uint8_t : 1, base_offset_ : 3, : 4;       // 1 bit unused, 3 bits [1,4), 4 bits unused
    // layout type, bit [62,64)
    // SWIZZLE_NONE = 0, SWIZZLE_32B = 3, SWIZZLE_64B = 2, SWIZZLE_128B = 1
    uint8_t : 6, layout_type_ : 2;            // 6 bits unused, 2 bits [6,8)
  } bitfield;

  // Decay to a uint64_t
  HOST_DEVICE constexpr
  operator uint64_t() const noexcept { return desc_; }
};
__forceinline__ __device__ void tvm_builtin_ptx_mbarrier_arrive_nocount_arrive_shared_b64(uint32_t __addr) {
  asm volatile("mbarrier.arrive.shared.b64 _, [%0];" :  : "r"(__addr) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_1() {
  asm volatile("wgmma.wait_group.sync.aligned 1;" :  :  : "memory");
}

__forceinline__ __device__ unsigned int tvm_builtin_cuda_cvta_generic_to_shared(void* p) {
    return __cvta_generic_to_shared(p);
}
__forceinline__ __device__ void tvm_builtin_ptx_mbarrier_init_init_shared_b64(uint32_t __addr, uint32_t __count) {
  asm volatile("mbarrier.init.shared.b64 [%0], %1;" :  : "r"(__addr), "r"(__count) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_fence_mbarrier_init_mbarrier_init_release_cluster() {
  asm volatile("fence.mbarrier_init.release.cluster;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_setmaxnreg_dec_sync_aligned_u32_40() {
  asm volatile("setmaxnreg.dec.sync.aligned.u32 40;" :  :  : "memory");
}

__forceinline__ __device__ void ptx_wgmma_fence_operand_f32(float& reg) {
    asm volatile("" : "+f"(reg) :: "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_cp_async_bulk_tensor_g2s_cluster_async_bulk_tensor_2d_shared__cluster_global_mbarrier__complete_tx__bytes(uint32_t __dst_mem, const void* __tmap, int32_t __coords0, int32_t __coords1, uint32_t __mbar) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" :  : "r"(__dst_mem), "l"(__tmap), "r"(__coords0), "r"(__coords1), "r"(__mbar) : "memory");
}

__forceinline__ __device__ void tvm_builtin_cuda_cta_sync() {
    __syncthreads();
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_0() {
  asm volatile("wgmma.wait_group.sync.aligned 0;" :  :  : "memory");
}

__forceinline__ __device__ void tvm_builtin_cuda_mbarrier_wait(void* barrier, int phase) {
    unsigned int barrier_addr_int = __cvta_generic_to_shared(barrier);
    unsigned int ticks = 0x989680;
    asm volatile(
        "{\n"
        ".reg .pred                P1;\n"
        "LAB_WAIT:\n"
        "mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 P1, [%0], %1, %2;\n"
        "@P1                       bra.uni DONE;\n"
        "bra.uni                   LAB_WAIT;\n"
        "DONE:\n"
        "}\n"
        :: "r"(barrier_addr_int), "r"(phase), "r"(ticks) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_mbarrier_arrive_expect_tx_arrive_expect_tx_shared_b64(uint32_t __addr, uint32_t __tx_count) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" :  : "r"(__addr), "r"(__tx_count) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_setmaxnreg_inc_sync_aligned_u32_232() {
  asm volatile("setmaxnreg.inc.sync.aligned.u32 232;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_fence_fence_sync_aligned() {
  asm volatile("wgmma.fence.sync.aligned;" :  :  : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_commit_group_commit_group_sync_aligned() {
  asm volatile("wgmma.commit_group.sync.aligned;" :  :  : "memory");
}

__forceinline__ __device__ void ptx_wgmma_encode_matrix_descriptor(uint64_t* desc, void* addr, int ldo, int sdo, int swizzle) {
  GmmaDescriptor _desc{};  // value-init: reading uncovered pad bits is UB

  switch (swizzle) {
    case 0: _desc.bitfield.layout_type_ = uint8_t(0); break; // No swizzle
    case 1: _desc.bitfield.layout_type_ = uint8_t(3); break; // 32B swizzle
    case 2: _desc.bitfield.layout_type_ = uint8_t(2); break; // 64B swizzle
    case 3: _desc.bitfield.layout_type_ = uint8_t(1); break; // 128B swizzle
  }

  uint32_t start_address = __cvta_generic_to_shared(addr);
  _desc.bitfield.start_address_ = static_cast<uint16_t>(start_address >> 4);

  constexpr uint8_t base_offset = 0;
  _desc.bitfield.base_offset_ = base_offset;

  _desc.bitfield.stride_byte_offset_  = static_cast<uint32_t>(sdo);
  _desc.bitfield.leading_byte_offset_ = static_cast<uint32_t>(ldo);

  *desc = (uint64_t)_desc;
}
__forceinline__ __device__ void tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n128k16_f32_f16_f16_1_1_0_1(float& __d0, float& __d1, float& __d2, float& __d3, float& __d4, float& __d5, float& __d6, float& __d7, float& __d8, float& __d9, float& __d10, float& __d11, float& __d12, float& __d13, float& __d14, float& __d15, float& __d16, float& __d17, float& __d18, float& __d19, float& __d20, float& __d21, float& __d22, float& __d23, float& __d24, float& __d25, float& __d26, float& __d27, float& __d28, float& __d29, float& __d30, float& __d31, float& __d32, float& __d33, float& __d34, float& __d35, float& __d36, float& __d37, float& __d38, float& __d39, float& __d40, float& __d41, float& __d42, float& __d43, float& __d44, float& __d45, float& __d46, float& __d47, float& __d48, float& __d49, float& __d50, float& __d51, float& __d52, float& __d53, float& __d54, float& __d55, float& __d56, float& __d57, float& __d58, float& __d59, float& __d60, float& __d61, float& __d62, float& __d63, uint64_t __a_desc, uint64_t __b_desc, uint32_t __scale_d) {
  asm volatile("{ .reg .pred ps0; setp.ne.b32 ps0, %66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, ps0, 1, 1, 0, 1; }" : "+f"(__d0), "+f"(__d1), "+f"(__d2), "+f"(__d3), "+f"(__d4), "+f"(__d5), "+f"(__d6), "+f"(__d7), "+f"(__d8), "+f"(__d9), "+f"(__d10), "+f"(__d11), "+f"(__d12), "+f"(__d13), "+f"(__d14), "+f"(__d15), "+f"(__d16), "+f"(__d17), "+f"(__d18), "+f"(__d19), "+f"(__d20), "+f"(__d21), "+f"(__d22), "+f"(__d23), "+f"(__d24), "+f"(__d25), "+f"(__d26), "+f"(__d27), "+f"(__d28), "+f"(__d29), "+f"(__d30), "+f"(__d31), "+f"(__d32), "+f"(__d33), "+f"(__d34), "+f"(__d35), "+f"(__d36), "+f"(__d37), "+f"(__d38), "+f"(__d39), "+f"(__d40), "+f"(__d41), "+f"(__d42), "+f"(__d43), "+f"(__d44), "+f"(__d45), "+f"(__d46), "+f"(__d47), "+f"(__d48), "+f"(__d49), "+f"(__d50), "+f"(__d51), "+f"(__d52), "+f"(__d53), "+f"(__d54), "+f"(__d55), "+f"(__d56), "+f"(__d57), "+f"(__d58), "+f"(__d59), "+f"(__d60), "+f"(__d61), "+f"(__d62), "+f"(__d63) : "l"(__a_desc), "l"(__b_desc), "r"(__scale_d));
}
extern "C" __global__ void __launch_bounds__(384) main_kernel(const __grid_constant__ CUtensorMap A_map, const __grid_constant__ CUtensorMap B_map, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(384) main_kernel(const __grid_constant__ CUtensorMap A_map, const __grid_constant__ CUtensorMap B_map, float* __restrict__ C_ptr) {
  int cse_v1 = (((int)threadIdx.x) >> 5);
  int warp_id_in_cta = __shfl_sync((uint)4294967295, (((int)threadIdx.x) >> 5), 0, 32);
  int bx = ((int)blockIdx.x);
  int tx = ((int)threadIdx.x);
  extern __shared__ __align__(1024) half smem_ptr[];
  alignas(64) float acc_ptr[64];
  alignas(64) uint64_t desc_a_ptr[1];
  alignas(64) uint64_t desc_b_ptr[1];
  if (((int)threadIdx.x) == 0) {
    tvm_builtin_ptx_mbarrier_init_init_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[16384]))), (uint)1);
    tvm_builtin_ptx_mbarrier_init_init_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[16388]))), (uint)2);
    tvm_builtin_ptx_mbarrier_init_init_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[16385]))), (uint)1);
    tvm_builtin_ptx_mbarrier_init_init_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[16389]))), (uint)2);
    tvm_builtin_ptx_mbarrier_init_init_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[16386]))), (uint)1);
    tvm_builtin_ptx_mbarrier_init_init_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[16390]))), (uint)2);
    tvm_builtin_ptx_mbarrier_init_init_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[16387]))), (uint)1);
    tvm_builtin_ptx_mbarrier_init_init_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[16391]))), (uint)2);
    tvm_builtin_ptx_fence_mbarrier_init_mbarrier_init_release_cluster();
  }
  tvm_builtin_cuda_cta_sync();
  int cse_v2 = (((int)threadIdx.x) >> 7);
  int cse_v5 = (((int)blockIdx.x) & 7);
  int cse_v10 = ((((int)blockIdx.x) >> 3) * 128);
  if ((((int)threadIdx.x) >> 7) == 0) {
    tvm_builtin_ptx_setmaxnreg_dec_sync_aligned_u32_40();
    if (((int)threadIdx.x) == 0) {
      for (int kt = 0; kt < 48; ++kt) {
        int cse_v3 = (kt & 3);
        tvm_builtin_cuda_mbarrier_wait((&(((uint64_t*)smem_ptr)[((kt & 3) + 16388)])), (((kt & 7) >> 2) ^ 1));
        int cse_v8 = ((kt & 3) + 16384);
        tvm_builtin_ptx_mbarrier_arrive_expect_tx_arrive_expect_tx_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[((kt & 3) + 16384)]))), (uint)32768);
        int cse_v4 = (kt * 64);
        int cse_v9 = ((kt & 3) * 16384);
        tvm_builtin_ptx_cp_async_bulk_tensor_g2s_cluster_async_bulk_tensor_2d_shared__cluster_global_mbarrier__complete_tx__bytes(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[((kt & 3) * 16384)]))), ((void*)((unsigned long long)(&(A_map)))), (kt * 64), ((((int)blockIdx.x) & 7) * 128), tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[((kt & 3) + 16384)]))));
        tvm_builtin_ptx_cp_async_bulk_tensor_g2s_cluster_async_bulk_tensor_2d_shared__cluster_global_mbarrier__complete_tx__bytes(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((kt & 3) * 16384) + 8192)]))), ((void*)((unsigned long long)(&(B_map)))), ((((int)blockIdx.x) >> 3) * 128), (kt * 64), tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[((kt & 3) + 16384)]))));
        tvm_builtin_ptx_cp_async_bulk_tensor_g2s_cluster_async_bulk_tensor_2d_shared__cluster_global_mbarrier__complete_tx__bytes(tvm_builtin_cuda_cvta_generic_to_shared((&(smem_ptr[(((kt & 3) * 16384) + 12288)]))), ((void*)((unsigned long long)(&(B_map)))), (((((int)blockIdx.x) >> 3) * 128) + 64), (kt * 64), tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[((kt & 3) + 16384)]))));
      }
    }
  } else {
    tvm_builtin_ptx_setmaxnreg_inc_sync_aligned_u32_232();
    acc_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[1] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[2] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[3] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[4] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[5] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[6] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[7] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[8] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[9] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[10] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[11] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[12] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[13] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[14] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[15] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[16] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[17] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[18] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[19] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[20] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[21] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[22] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[23] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[24] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[25] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[26] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[27] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[28] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[29] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[30] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[31] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[32] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[33] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[34] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[35] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[36] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[37] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[38] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[39] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[40] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[41] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[42] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[43] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[44] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[45] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[46] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[47] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[48] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[49] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[50] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[51] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[52] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[53] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[54] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[55] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[56] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[57] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[58] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[59] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[60] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[61] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[62] = 0x0p+0f/*0.000000e+00*/;
    acc_ptr[63] = 0x0p+0f/*0.000000e+00*/;
    int cse_v7 = (((int)threadIdx.x) & 127);
    for (int kt_1 = 0; kt_1 < 48; ++kt_1) {
      int cse_v6 = (kt_1 & 3);
      tvm_builtin_cuda_mbarrier_wait((&(((uint64_t*)smem_ptr)[((kt_1 & 3) + 16384)])), ((kt_1 & 7) >> 2));
      ptx_wgmma_fence_operand_f32(acc_ptr[0]);
      ptx_wgmma_fence_operand_f32(acc_ptr[1]);
      ptx_wgmma_fence_operand_f32(acc_ptr[2]);
      ptx_wgmma_fence_operand_f32(acc_ptr[3]);
      ptx_wgmma_fence_operand_f32(acc_ptr[4]);
      ptx_wgmma_fence_operand_f32(acc_ptr[5]);
      ptx_wgmma_fence_operand_f32(acc_ptr[6]);
      ptx_wgmma_fence_operand_f32(acc_ptr[7]);
      ptx_wgmma_fence_operand_f32(acc_ptr[8]);
      ptx_wgmma_fence_operand_f32(acc_ptr[9]);
      ptx_wgmma_fence_operand_f32(acc_ptr[10]);
      ptx_wgmma_fence_operand_f32(acc_ptr[11]);
      ptx_wgmma_fence_operand_f32(acc_ptr[12]);
      ptx_wgmma_fence_operand_f32(acc_ptr[13]);
      ptx_wgmma_fence_operand_f32(acc_ptr[14]);
      ptx_wgmma_fence_operand_f32(acc_ptr[15]);
      ptx_wgmma_fence_operand_f32(acc_ptr[16]);
      ptx_wgmma_fence_operand_f32(acc_ptr[17]);
      ptx_wgmma_fence_operand_f32(acc_ptr[18]);
      ptx_wgmma_fence_operand_f32(acc_ptr[19]);
      ptx_wgmma_fence_operand_f32(acc_ptr[20]);
      ptx_wgmma_fence_operand_f32(acc_ptr[21]);
      ptx_wgmma_fence_operand_f32(acc_ptr[22]);
      ptx_wgmma_fence_operand_f32(acc_ptr[23]);
      ptx_wgmma_fence_operand_f32(acc_ptr[24]);
      ptx_wgmma_fence_operand_f32(acc_ptr[25]);
      ptx_wgmma_fence_operand_f32(acc_ptr[26]);
      ptx_wgmma_fence_operand_f32(acc_ptr[27]);
      ptx_wgmma_fence_operand_f32(acc_ptr[28]);
      ptx_wgmma_fence_operand_f32(acc_ptr[29]);
      ptx_wgmma_fence_operand_f32(acc_ptr[30]);
      ptx_wgmma_fence_operand_f32(acc_ptr[31]);
      ptx_wgmma_fence_operand_f32(acc_ptr[32]);
      ptx_wgmma_fence_operand_f32(acc_ptr[33]);
      ptx_wgmma_fence_operand_f32(acc_ptr[34]);
      ptx_wgmma_fence_operand_f32(acc_ptr[35]);
      ptx_wgmma_fence_operand_f32(acc_ptr[36]);
      ptx_wgmma_fence_operand_f32(acc_ptr[37]);
      ptx_wgmma_fence_operand_f32(acc_ptr[38]);
      ptx_wgmma_fence_operand_f32(acc_ptr[39]);
      ptx_wgmma_fence_operand_f32(acc_ptr[40]);
      ptx_wgmma_fence_operand_f32(acc_ptr[41]);
      ptx_wgmma_fence_operand_f32(acc_ptr[42]);
      ptx_wgmma_fence_operand_f32(acc_ptr[43]);
      ptx_wgmma_fence_operand_f32(acc_ptr[44]);
      ptx_wgmma_fence_operand_f32(acc_ptr[45]);
      ptx_wgmma_fence_operand_f32(acc_ptr[46]);
      ptx_wgmma_fence_operand_f32(acc_ptr[47]);
      ptx_wgmma_fence_operand_f32(acc_ptr[48]);
      ptx_wgmma_fence_operand_f32(acc_ptr[49]);
      ptx_wgmma_fence_operand_f32(acc_ptr[50]);
      ptx_wgmma_fence_operand_f32(acc_ptr[51]);
      ptx_wgmma_fence_operand_f32(acc_ptr[52]);
      ptx_wgmma_fence_operand_f32(acc_ptr[53]);
      ptx_wgmma_fence_operand_f32(acc_ptr[54]);
      ptx_wgmma_fence_operand_f32(acc_ptr[55]);
      ptx_wgmma_fence_operand_f32(acc_ptr[56]);
      ptx_wgmma_fence_operand_f32(acc_ptr[57]);
      ptx_wgmma_fence_operand_f32(acc_ptr[58]);
      ptx_wgmma_fence_operand_f32(acc_ptr[59]);
      ptx_wgmma_fence_operand_f32(acc_ptr[60]);
      ptx_wgmma_fence_operand_f32(acc_ptr[61]);
      ptx_wgmma_fence_operand_f32(acc_ptr[62]);
      ptx_wgmma_fence_operand_f32(acc_ptr[63]);
      tvm_builtin_ptx_wgmma_fence_fence_sync_aligned();
      int cse_v11 = ((kt_1 & 3) * 16384);
      int cse_v12 = (((kt_1 & 3) * 16384) + ((((int)threadIdx.x) >> 7) * 4096));
      ptx_wgmma_encode_matrix_descriptor(desc_a_ptr, (&(smem_ptr[((((kt_1 & 3) * 16384) + ((((int)threadIdx.x) >> 7) * 4096)) - 4096)])), 1, 64, 3);
      ptx_wgmma_encode_matrix_descriptor(desc_b_ptr, (&(smem_ptr[(((kt_1 & 3) * 16384) + 8192)])), 512, 64, 3);
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n128k16_f32_f16_f16_1_1_0_1(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], acc_ptr[16], acc_ptr[17], acc_ptr[18], acc_ptr[19], acc_ptr[20], acc_ptr[21], acc_ptr[22], acc_ptr[23], acc_ptr[24], acc_ptr[25], acc_ptr[26], acc_ptr[27], acc_ptr[28], acc_ptr[29], acc_ptr[30], acc_ptr[31], acc_ptr[32], acc_ptr[33], acc_ptr[34], acc_ptr[35], acc_ptr[36], acc_ptr[37], acc_ptr[38], acc_ptr[39], acc_ptr[40], acc_ptr[41], acc_ptr[42], acc_ptr[43], acc_ptr[44], acc_ptr[45], acc_ptr[46], acc_ptr[47], acc_ptr[48], acc_ptr[49], acc_ptr[50], acc_ptr[51], acc_ptr[52], acc_ptr[53], acc_ptr[54], acc_ptr[55], acc_ptr[56], acc_ptr[57], acc_ptr[58], acc_ptr[59], acc_ptr[60], acc_ptr[61], acc_ptr[62], acc_ptr[63], desc_a_ptr[0], desc_b_ptr[0], (uint)1);
      ptx_wgmma_encode_matrix_descriptor(desc_a_ptr, (&(smem_ptr[((((kt_1 & 3) * 16384) + ((((int)threadIdx.x) >> 7) * 4096)) - 4080)])), 1, 64, 3);
      ptx_wgmma_encode_matrix_descriptor(desc_b_ptr, (&(smem_ptr[(((kt_1 & 3) * 16384) + 9216)])), 512, 64, 3);
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n128k16_f32_f16_f16_1_1_0_1(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], acc_ptr[16], acc_ptr[17], acc_ptr[18], acc_ptr[19], acc_ptr[20], acc_ptr[21], acc_ptr[22], acc_ptr[23], acc_ptr[24], acc_ptr[25], acc_ptr[26], acc_ptr[27], acc_ptr[28], acc_ptr[29], acc_ptr[30], acc_ptr[31], acc_ptr[32], acc_ptr[33], acc_ptr[34], acc_ptr[35], acc_ptr[36], acc_ptr[37], acc_ptr[38], acc_ptr[39], acc_ptr[40], acc_ptr[41], acc_ptr[42], acc_ptr[43], acc_ptr[44], acc_ptr[45], acc_ptr[46], acc_ptr[47], acc_ptr[48], acc_ptr[49], acc_ptr[50], acc_ptr[51], acc_ptr[52], acc_ptr[53], acc_ptr[54], acc_ptr[55], acc_ptr[56], acc_ptr[57], acc_ptr[58], acc_ptr[59], acc_ptr[60], acc_ptr[61], acc_ptr[62], acc_ptr[63], desc_a_ptr[0], desc_b_ptr[0], (uint)1);
      ptx_wgmma_encode_matrix_descriptor(desc_a_ptr, (&(smem_ptr[((((kt_1 & 3) * 16384) + ((((int)threadIdx.x) >> 7) * 4096)) - 4064)])), 1, 64, 3);
      ptx_wgmma_encode_matrix_descriptor(desc_b_ptr, (&(smem_ptr[(((kt_1 & 3) * 16384) + 10240)])), 512, 64, 3);
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n128k16_f32_f16_f16_1_1_0_1(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], acc_ptr[16], acc_ptr[17], acc_ptr[18], acc_ptr[19], acc_ptr[20], acc_ptr[21], acc_ptr[22], acc_ptr[23], acc_ptr[24], acc_ptr[25], acc_ptr[26], acc_ptr[27], acc_ptr[28], acc_ptr[29], acc_ptr[30], acc_ptr[31], acc_ptr[32], acc_ptr[33], acc_ptr[34], acc_ptr[35], acc_ptr[36], acc_ptr[37], acc_ptr[38], acc_ptr[39], acc_ptr[40], acc_ptr[41], acc_ptr[42], acc_ptr[43], acc_ptr[44], acc_ptr[45], acc_ptr[46], acc_ptr[47], acc_ptr[48], acc_ptr[49], acc_ptr[50], acc_ptr[51], acc_ptr[52], acc_ptr[53], acc_ptr[54], acc_ptr[55], acc_ptr[56], acc_ptr[57], acc_ptr[58], acc_ptr[59], acc_ptr[60], acc_ptr[61], acc_ptr[62], acc_ptr[63], desc_a_ptr[0], desc_b_ptr[0], (uint)1);
      ptx_wgmma_encode_matrix_descriptor(desc_a_ptr, (&(smem_ptr[((((kt_1 & 3) * 16384) + ((((int)threadIdx.x) >> 7) * 4096)) - 4048)])), 1, 64, 3);
      ptx_wgmma_encode_matrix_descriptor(desc_b_ptr, (&(smem_ptr[(((kt_1 & 3) * 16384) + 11264)])), 512, 64, 3);
      tvm_builtin_ptx_wgmma_f16_ss_mma_async_sync_aligned_m64n128k16_f32_f16_f16_1_1_0_1(acc_ptr[0], acc_ptr[1], acc_ptr[2], acc_ptr[3], acc_ptr[4], acc_ptr[5], acc_ptr[6], acc_ptr[7], acc_ptr[8], acc_ptr[9], acc_ptr[10], acc_ptr[11], acc_ptr[12], acc_ptr[13], acc_ptr[14], acc_ptr[15], acc_ptr[16], acc_ptr[17], acc_ptr[18], acc_ptr[19], acc_ptr[20], acc_ptr[21], acc_ptr[22], acc_ptr[23], acc_ptr[24], acc_ptr[25], acc_ptr[26], acc_ptr[27], acc_ptr[28], acc_ptr[29], acc_ptr[30], acc_ptr[31], acc_ptr[32], acc_ptr[33], acc_ptr[34], acc_ptr[35], acc_ptr[36], acc_ptr[37], acc_ptr[38], acc_ptr[39], acc_ptr[40], acc_ptr[41], acc_ptr[42], acc_ptr[43], acc_ptr[44], acc_ptr[45], acc_ptr[46], acc_ptr[47], acc_ptr[48], acc_ptr[49], acc_ptr[50], acc_ptr[51], acc_ptr[52], acc_ptr[53], acc_ptr[54], acc_ptr[55], acc_ptr[56], acc_ptr[57], acc_ptr[58], acc_ptr[59], acc_ptr[60], acc_ptr[61], acc_ptr[62], acc_ptr[63], desc_a_ptr[0], desc_b_ptr[0], (uint)1);
      tvm_builtin_ptx_wgmma_commit_group_commit_group_sync_aligned();
      tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_1();
      ptx_wgmma_fence_operand_f32(acc_ptr[0]);
      ptx_wgmma_fence_operand_f32(acc_ptr[1]);
      ptx_wgmma_fence_operand_f32(acc_ptr[2]);
      ptx_wgmma_fence_operand_f32(acc_ptr[3]);
      ptx_wgmma_fence_operand_f32(acc_ptr[4]);
      ptx_wgmma_fence_operand_f32(acc_ptr[5]);
      ptx_wgmma_fence_operand_f32(acc_ptr[6]);
      ptx_wgmma_fence_operand_f32(acc_ptr[7]);
      ptx_wgmma_fence_operand_f32(acc_ptr[8]);
      ptx_wgmma_fence_operand_f32(acc_ptr[9]);
      ptx_wgmma_fence_operand_f32(acc_ptr[10]);
      ptx_wgmma_fence_operand_f32(acc_ptr[11]);
      ptx_wgmma_fence_operand_f32(acc_ptr[12]);
      ptx_wgmma_fence_operand_f32(acc_ptr[13]);
      ptx_wgmma_fence_operand_f32(acc_ptr[14]);
      ptx_wgmma_fence_operand_f32(acc_ptr[15]);
      ptx_wgmma_fence_operand_f32(acc_ptr[16]);
      ptx_wgmma_fence_operand_f32(acc_ptr[17]);
      ptx_wgmma_fence_operand_f32(acc_ptr[18]);
      ptx_wgmma_fence_operand_f32(acc_ptr[19]);
      ptx_wgmma_fence_operand_f32(acc_ptr[20]);
      ptx_wgmma_fence_operand_f32(acc_ptr[21]);
      ptx_wgmma_fence_operand_f32(acc_ptr[22]);
      ptx_wgmma_fence_operand_f32(acc_ptr[23]);
      ptx_wgmma_fence_operand_f32(acc_ptr[24]);
      ptx_wgmma_fence_operand_f32(acc_ptr[25]);
      ptx_wgmma_fence_operand_f32(acc_ptr[26]);
      ptx_wgmma_fence_operand_f32(acc_ptr[27]);
      ptx_wgmma_fence_operand_f32(acc_ptr[28]);
      ptx_wgmma_fence_operand_f32(acc_ptr[29]);
      ptx_wgmma_fence_operand_f32(acc_ptr[30]);
      ptx_wgmma_fence_operand_f32(acc_ptr[31]);
      ptx_wgmma_fence_operand_f32(acc_ptr[32]);
      ptx_wgmma_fence_operand_f32(acc_ptr[33]);
      ptx_wgmma_fence_operand_f32(acc_ptr[34]);
      ptx_wgmma_fence_operand_f32(acc_ptr[35]);
      ptx_wgmma_fence_operand_f32(acc_ptr[36]);
      ptx_wgmma_fence_operand_f32(acc_ptr[37]);
      ptx_wgmma_fence_operand_f32(acc_ptr[38]);
      ptx_wgmma_fence_operand_f32(acc_ptr[39]);
      ptx_wgmma_fence_operand_f32(acc_ptr[40]);
      ptx_wgmma_fence_operand_f32(acc_ptr[41]);
      ptx_wgmma_fence_operand_f32(acc_ptr[42]);
      ptx_wgmma_fence_operand_f32(acc_ptr[43]);
      ptx_wgmma_fence_operand_f32(acc_ptr[44]);
      ptx_wgmma_fence_operand_f32(acc_ptr[45]);
      ptx_wgmma_fence_operand_f32(acc_ptr[46]);
      ptx_wgmma_fence_operand_f32(acc_ptr[47]);
      ptx_wgmma_fence_operand_f32(acc_ptr[48]);
      ptx_wgmma_fence_operand_f32(acc_ptr[49]);
      ptx_wgmma_fence_operand_f32(acc_ptr[50]);
      ptx_wgmma_fence_operand_f32(acc_ptr[51]);
      ptx_wgmma_fence_operand_f32(acc_ptr[52]);
      ptx_wgmma_fence_operand_f32(acc_ptr[53]);
      ptx_wgmma_fence_operand_f32(acc_ptr[54]);
      ptx_wgmma_fence_operand_f32(acc_ptr[55]);
      ptx_wgmma_fence_operand_f32(acc_ptr[56]);
      ptx_wgmma_fence_operand_f32(acc_ptr[57]);
      ptx_wgmma_fence_operand_f32(acc_ptr[58]);
      ptx_wgmma_fence_operand_f32(acc_ptr[59]);
      ptx_wgmma_fence_operand_f32(acc_ptr[60]);
      ptx_wgmma_fence_operand_f32(acc_ptr[61]);
      ptx_wgmma_fence_operand_f32(acc_ptr[62]);
      ptx_wgmma_fence_operand_f32(acc_ptr[63]);
      if (0 < kt_1) {
        if ((((int)threadIdx.x) % 128) == 0) {
          tvm_builtin_ptx_mbarrier_arrive_nocount_arrive_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[(((kt_1 + 3) & 3) + 16388)]))));
        }
      }
    }
    tvm_builtin_ptx_wgmma_wait_group_wait_group_sync_aligned_0();
    ptx_wgmma_fence_operand_f32(acc_ptr[0]);
    ptx_wgmma_fence_operand_f32(acc_ptr[1]);
    ptx_wgmma_fence_operand_f32(acc_ptr[2]);
    ptx_wgmma_fence_operand_f32(acc_ptr[3]);
    ptx_wgmma_fence_operand_f32(acc_ptr[4]);
    ptx_wgmma_fence_operand_f32(acc_ptr[5]);
    ptx_wgmma_fence_operand_f32(acc_ptr[6]);
    ptx_wgmma_fence_operand_f32(acc_ptr[7]);
    ptx_wgmma_fence_operand_f32(acc_ptr[8]);
    ptx_wgmma_fence_operand_f32(acc_ptr[9]);
    ptx_wgmma_fence_operand_f32(acc_ptr[10]);
    ptx_wgmma_fence_operand_f32(acc_ptr[11]);
    ptx_wgmma_fence_operand_f32(acc_ptr[12]);
    ptx_wgmma_fence_operand_f32(acc_ptr[13]);
    ptx_wgmma_fence_operand_f32(acc_ptr[14]);
    ptx_wgmma_fence_operand_f32(acc_ptr[15]);
    ptx_wgmma_fence_operand_f32(acc_ptr[16]);
    ptx_wgmma_fence_operand_f32(acc_ptr[17]);
    ptx_wgmma_fence_operand_f32(acc_ptr[18]);
    ptx_wgmma_fence_operand_f32(acc_ptr[19]);
    ptx_wgmma_fence_operand_f32(acc_ptr[20]);
    ptx_wgmma_fence_operand_f32(acc_ptr[21]);
    ptx_wgmma_fence_operand_f32(acc_ptr[22]);
    ptx_wgmma_fence_operand_f32(acc_ptr[23]);
    ptx_wgmma_fence_operand_f32(acc_ptr[24]);
    ptx_wgmma_fence_operand_f32(acc_ptr[25]);
    ptx_wgmma_fence_operand_f32(acc_ptr[26]);
    ptx_wgmma_fence_operand_f32(acc_ptr[27]);
    ptx_wgmma_fence_operand_f32(acc_ptr[28]);
    ptx_wgmma_fence_operand_f32(acc_ptr[29]);
    ptx_wgmma_fence_operand_f32(acc_ptr[30]);
    ptx_wgmma_fence_operand_f32(acc_ptr[31]);
    ptx_wgmma_fence_operand_f32(acc_ptr[32]);
    ptx_wgmma_fence_operand_f32(acc_ptr[33]);
    ptx_wgmma_fence_operand_f32(acc_ptr[34]);
    ptx_wgmma_fence_operand_f32(acc_ptr[35]);
    ptx_wgmma_fence_operand_f32(acc_ptr[36]);
    ptx_wgmma_fence_operand_f32(acc_ptr[37]);
    ptx_wgmma_fence_operand_f32(acc_ptr[38]);
    ptx_wgmma_fence_operand_f32(acc_ptr[39]);
    ptx_wgmma_fence_operand_f32(acc_ptr[40]);
    ptx_wgmma_fence_operand_f32(acc_ptr[41]);
    ptx_wgmma_fence_operand_f32(acc_ptr[42]);
    ptx_wgmma_fence_operand_f32(acc_ptr[43]);
    ptx_wgmma_fence_operand_f32(acc_ptr[44]);
    ptx_wgmma_fence_operand_f32(acc_ptr[45]);
    ptx_wgmma_fence_operand_f32(acc_ptr[46]);
    ptx_wgmma_fence_operand_f32(acc_ptr[47]);
    ptx_wgmma_fence_operand_f32(acc_ptr[48]);
    ptx_wgmma_fence_operand_f32(acc_ptr[49]);
    ptx_wgmma_fence_operand_f32(acc_ptr[50]);
    ptx_wgmma_fence_operand_f32(acc_ptr[51]);
    ptx_wgmma_fence_operand_f32(acc_ptr[52]);
    ptx_wgmma_fence_operand_f32(acc_ptr[53]);
    ptx_wgmma_fence_operand_f32(acc_ptr[54]);
    ptx_wgmma_fence_operand_f32(acc_ptr[55]);
    ptx_wgmma_fence_operand_f32(acc_ptr[56]);
    ptx_wgmma_fence_operand_f32(acc_ptr[57]);
    ptx_wgmma_fence_operand_f32(acc_ptr[58]);
    ptx_wgmma_fence_operand_f32(acc_ptr[59]);
    ptx_wgmma_fence_operand_f32(acc_ptr[60]);
    ptx_wgmma_fence_operand_f32(acc_ptr[61]);
    ptx_wgmma_fence_operand_f32(acc_ptr[62]);
    ptx_wgmma_fence_operand_f32(acc_ptr[63]);
    if ((((int)threadIdx.x) % 128) == 0) {
      tvm_builtin_ptx_mbarrier_arrive_nocount_arrive_shared_b64(tvm_builtin_cuda_cvta_generic_to_shared((&(((uint64_t*)smem_ptr)[16391]))));
    }
    int cse_v13 = ((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2));
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 131072)) = *(float2*)(acc_ptr + 0);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114688)) = *(float2*)(acc_ptr + 2);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 131064)) = *(float2*)(acc_ptr + 4);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114680)) = *(float2*)(acc_ptr + 6);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 131056)) = *(float2*)(acc_ptr + 8);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114672)) = *(float2*)(acc_ptr + 10);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 131048)) = *(float2*)(acc_ptr + 12);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114664)) = *(float2*)(acc_ptr + 14);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 131040)) = *(float2*)(acc_ptr + 16);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114656)) = *(float2*)(acc_ptr + 18);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 131032)) = *(float2*)(acc_ptr + 20);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114648)) = *(float2*)(acc_ptr + 22);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 131024)) = *(float2*)(acc_ptr + 24);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114640)) = *(float2*)(acc_ptr + 26);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 131016)) = *(float2*)(acc_ptr + 28);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114632)) = *(float2*)(acc_ptr + 30);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 131008)) = *(float2*)(acc_ptr + 32);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114624)) = *(float2*)(acc_ptr + 34);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 131000)) = *(float2*)(acc_ptr + 36);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114616)) = *(float2*)(acc_ptr + 38);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 130992)) = *(float2*)(acc_ptr + 40);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114608)) = *(float2*)(acc_ptr + 42);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 130984)) = *(float2*)(acc_ptr + 44);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114600)) = *(float2*)(acc_ptr + 46);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 130976)) = *(float2*)(acc_ptr + 48);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114592)) = *(float2*)(acc_ptr + 50);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 130968)) = *(float2*)(acc_ptr + 52);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114584)) = *(float2*)(acc_ptr + 54);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 130960)) = *(float2*)(acc_ptr + 56);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114576)) = *(float2*)(acc_ptr + 58);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 130952)) = *(float2*)(acc_ptr + 60);
    *(float2*)(C_ptr + (((((((((int)blockIdx.x) & 7) * 262144) + ((((int)threadIdx.x) >> 5) * 32768)) + (((((int)threadIdx.x) & 31) >> 2) * 2048)) + ((((int)blockIdx.x) >> 3) * 128)) + ((((int)threadIdx.x) & 3) * 2)) - 114568)) = *(float2*)(acc_ptr + 62);
  }
}

