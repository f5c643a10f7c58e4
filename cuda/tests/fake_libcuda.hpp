// What the stand-in libcuda (fake_libcuda.cpp) records of each cuTensorMapEncodeTiled call, read back
// by tests/test_fake_cuda.cpp through ed_fake_tensor_map_calls.
#pragma once

#include <cstdint>

struct FakeTensorMapCall {
  const void* map = nullptr;  // the tensorMap argument: where the encoded map was written
  int data_type = -1;
  unsigned rank = 0;
  std::uint64_t address = 0;
  std::uint64_t dims[5] = {}, strides[4] = {};
  std::uint32_t box[5] = {}, element_strides[5] = {};
  int interleave = -1, swizzle = -1, l2_promotion = -1, oob_fill = -1;
};

// The fake writes kFakeTensorMapMagic + the call's index into opaque[0] of each map it encodes and the
// global address into opaque[1].
constexpr std::uint64_t kFakeTensorMapMagic = 0xED7A000000000000ull;

// The calls so far (*calls points at the first) and how many; the record keeps the first 16.
extern "C" int ed_fake_tensor_map_calls(const FakeTensorMapCall** calls);
