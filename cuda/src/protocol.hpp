// Pure measurement logic of the energy driver: no CUDA, no NVML, unit-tested on any machine
// (cuda/tests/test_protocol.cpp). Units are in every name: _s seconds, _mj millijoules, _w watts.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ed {

// ---------------------------------------------------------------- statistics
double mean(const std::vector<double>& v);
double median(std::vector<double> v);
double stdev(const std::vector<double>& v);  // sample standard deviation (n-1)
double cv(const std::vector<double>& v);     // stdev / mean; 0 for fewer than 2 values

// ---------------------------------------------------------------- counter windows
// One polling sample: host time, NVML total-energy counter, power reading.
struct Sample {
  double t_s;
  std::optional<uint64_t> energy_mj;  // empty where the counter is unsupported
  double power_w;                      // the power reading at t_s
};

// A measurement window between two observed counter updates (method "counter"), or between two
// sample times (method "sampled").
struct Window {
  double t0_s, t1_s;
  double energy_mj;         // counter delta (counter method) or integral of power (sampled)
  double sampled_energy_mj; // trapezoid integral of the power samples over [t0_s, t1_s]
  int n_samples;
  double duration_s() const { return t1_s - t0_s; }
  double power_w() const { return energy_mj / 1e3 / duration_s(); }
  double sampled_power_w() const { return sampled_energy_mj / 1e3 / duration_s(); }
};

// Fed one Sample at a time (in time order); emits back-to-back windows of at least min_window_s
// whose ends are counter updates. The counter changes only every ~100 ms on an H100: a
// before/after read around a fixed interval would be off by up to one update period, so windows
// start and end exactly when a new counter value is first seen.
class CounterWindower {
 public:
  CounterWindower(double min_window_s, bool use_counter);
  // Returns a completed window, if this sample closes one. Throws std::runtime_error if the
  // counter goes backwards.
  std::optional<Window> add(const Sample& s);
  // Start over (e.g. after warm-up): the next counter update opens the first window.
  void reset();
  int updates_seen() const { return updates_; }
  // True if the last add() opened a window (a boundary: the next window starts at that sample).
  bool opened_window() const { return opened_; }
  double mean_update_period_s() const;

 private:
  double min_window_s_;
  bool use_counter_;
  bool have_prev_ = false;
  Sample prev_{};
  bool open_ = false;
  bool opened_ = false;
  double t_open_s_ = 0;
  uint64_t e_open_mj_ = 0;
  uint64_t last_counter_mj_ = 0;
  bool have_counter_ = false;
  double integral_mj_ = 0;  // trapezoid integral of power since the window opened
  int n_samples_ = 0;
  int updates_ = 0;
  double first_update_s_ = 0, last_update_s_ = 0;
};

// ---------------------------------------------------------------- warm-up
// Settled when the last `n` window powers lie within +-tol (relative) of their mean.
class SettleDetector {
 public:
  SettleDetector(int n, double tol) : n_(n), tol_(tol) {}
  bool add(double power_w);
  bool settled() const { return settled_; }

 private:
  int n_;
  double tol_;
  std::vector<double> p_;
  bool settled_ = false;
};

// Kernel launches per CUDA graph so that one replay takes about target_graph_s.
int launches_per_graph(double launch_s, double target_graph_s, int max_launches);

// ---------------------------------------------------------------- correctness
// ||out - ref||_2 / ||ref||_2 over float32 data; +inf if out holds a NaN or an infinity.
double relative_error(const float* out, const float* ref, size_t n);

// ---------------------------------------------------------------- spec files
struct BufferSpec {
  std::string name;
  size_t bytes = 0;
  std::string role;  // input | output
  std::string path;  // raw little-endian data (inputs) or the reference output
};
struct LaunchSpec {
  std::string entry;
  unsigned grid[3] = {1, 1, 1}, block[3] = {1, 1, 1};
  unsigned dynamic_shared_bytes = 0;
  std::vector<std::string> params;  // buffer names, in the kernel's parameter order
};
struct Spec {
  std::string id, case_id, cubin;
  double flops = 0;
  double rtol = 1e-4;
  double tuned_time_s = 0;
  std::vector<BufferSpec> buffers;
  std::vector<LaunchSpec> launches;
  std::vector<std::string> baseline;  // e.g. {"cudnn-fp32","conv2d","1","56",...}; empty for a cubin
  const BufferSpec* buffer(const std::string& name) const;
};
// Parses the line format written by artifact/driver.py; throws std::runtime_error naming the line.
Spec parse_spec(const std::string& text, const std::string& origin);

// ---------------------------------------------------------------- JSON output
class Json {
 public:
  Json& key(const std::string& k);
  Json& str(const std::string& v);
  Json& num(double v);
  Json& integer(long long v);
  Json& boolean(bool v);
  Json& null();
  Json& begin_obj();
  Json& end_obj();
  Json& begin_arr();
  Json& end_arr();
  Json& nums(const std::vector<double>& v);
  const std::string& text() const { return out_; }

 private:
  void sep();
  std::string out_;
  std::vector<bool> first_;
  bool after_key_ = false;
};
std::string json_escape(const std::string& s);
// Write `text` to `path` through a temporary file and rename: never a half-written record.
void write_file_atomic(const std::string& path, const std::string& text);

}  // namespace ed
