// The decision rules of the measurement protocol, free of CUDA and NVML so that they are unit-tested
// on any machine with synthetic counter, power and temperature sequences (cuda/tests/test_protocol.cpp):
// counter-aligned windows, the steady-state rule that ends the warm-up, the stop-on-noise rule that
// ends the measurement, idle accounting, the throttle-reason split and the L2-residency check.
// Units are in every name: _s seconds, _mj millijoules, _w watts, _c degrees Celsius.
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
// Two-sided 97.5 % quantile of Student's t with `df` degrees of freedom (df >= 1).
double t_quantile_975(int df);
// Half-width of the 95 % confidence interval of the mean, relative to the mean; +inf for n < 2.
double ci95_rel(const std::vector<double>& v);

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
  double energy_mj;          // counter delta (counter method) or integral of power (sampled)
  double sampled_energy_mj;  // trapezoid integral of the power samples over [t0_s, t1_s]
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
  // counter goes backwards or samples come out of time order.
  std::optional<Window> add(const Sample& s);
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

// ------------------------------------------------------- measurement windows hold >= 1 launch
// A window's time per launch divides by the launches enqueued in it. A call longer than a window
// (an eager, host-synchronizing call of ~0.5 s or more) can leave a counter window with none: such a
// window is held and joined to the next one (the joined window runs from the first one's start to the
// last one's end, its energies summed); a window with launches, and nothing held, passes unchanged.
Window join_windows(const Window& first, const Window& next);
class WindowJoiner {
 public:
  void hold(const Window& w) { held_ = held_ ? join_windows(*held_, w) : w; }
  Window take(const Window& w) {
    Window out = held_ ? join_windows(*held_, w) : w;
    held_.reset();
    return out;
  }
  bool holding() const { return held_.has_value(); }

 private:
  std::optional<Window> held_;
};

// ---------------------------------------------------------------- warm-up: thermal steady state
// Steady when, over the last `windows` warm-up windows, the least-squares line through the windows'
// mean powers changes by at most max(`power_rel`, twice its standard error) over the span (no
// drift beyond the tolerance, or none the windows' own noise can tell from zero), and the
// temperature read at the span's start and at each window's end varies by at most `temp_c`. NVML reports whole degrees, so with
// temp_c = 1 the span may hold one step of the reading (a slope below ~1 C per span), not two.
class SteadyState {
 public:
  SteadyState(int windows, double power_rel, double temp_c);
  void start(double temperature_c);  // the temperature when the first window opens
  // One closed warm-up window: its mean power and the temperature read when it closed.
  bool add(double power_w, double temperature_c);
  bool steady() const { return steady_; }
  int windows_seen() const { return (int)p_.size(); }
  // Over the last `windows` windows (NaN until there are that many):
  double power_change_rel() const;      // largest |P_i / P_(i-1) - 1|
  double power_trend_rel() const;       // change of the least-squares line over the span / mean power
  double power_trend_se_rel() const;    // its standard error from the residuals (NaN below 3 windows)
  double temperature_change_c() const;  // max - min of the temperatures of the span

 private:
  void trend(double* change_rel, double* se_rel) const;
  int n_;
  double power_rel_, temp_c_;
  std::vector<double> p_, temp_;
  bool steady_ = false;
};

// ---------------------------------------------------------------- measurement: stop on noise
// Windows are added until at least `min_windows` are in and the 95 % CI of the mean (relative) is
// below `ci_target_rel`, or `max_s` of measuring has passed (then the target is missed and the
// point is flagged). With fewer than 2 windows it never stops.
class NoiseStop {
 public:
  NoiseStop(int min_windows, double ci_target_rel, double max_s);
  void add(double value);
  bool done(double elapsed_s) const;
  bool target_met() const;
  double ci_rel() const { return ci95_rel(v_); }
  const std::vector<double>& values() const { return v_; }

 private:
  int min_;
  double target_, max_s_;
  std::vector<double> v_;
};

// ---------------------------------------------------------------- library algorithm choice
// times_ms[c]: the timings of candidate c, one per interleaved round (taken after a warm-up, so
// that no candidate is timed at idle clocks). The lowest median wins; among the candidates whose
// median is within tie_rel of it, the one with the smallest tie_key (cuDNN's algorithm number,
// cuBLASLt's heuristic rank), so that timing noise cannot flip the choice between two runs.
// Returns -1 if there is no candidate.
int pick_fastest(const std::vector<std::vector<double>>& times_ms, const std::vector<int>& tie_key, double tie_rel);

// Kernel launches per CUDA graph so that one replay takes about target_graph_s.
int launches_per_graph(double launch_s, double target_graph_s, int max_launches);
// Whether a graph of `runs` runs should be captured again with `wanted` runs: the first estimate
// of a run's time (plain launches) was off by more than a factor of 2.
bool graph_needs_resize(int runs, int wanted);
// Graph replays to keep in flight: at least min_depth, and at least queue_ms of GPU work, so that a
// stall of the measuring loop (an NVML read can take milliseconds) does not leave the GPU idle.
int queue_depth_for(int min_depth, double queue_ms, double replay_ms);

// ---------------------------------------------------------------- idle accounting
// Energy per launch above an idle power: (window power - idle power) x time per launch, in mJ.
double energy_above_idle_mj(double power_w, double idle_power_w, double time_per_launch_s);

// ---------------------------------------------------------------- throttle reasons
// NVML's clock-event (throttle) reason bits, as in nvml.h (nvmlClocksEventReason*), split in three:
// power (software power cap, hardware power brake), thermal (software and hardware thermal
// slowdown) and other (everything else except "GPU idle": application/display clock settings,
// sync boost, the generic hardware slowdown bit).
struct ThrottleSplit {
  bool power = false, thermal = false, other = false;
};
inline constexpr unsigned long long kThrottleGpuIdle = 0x1ULL;
inline constexpr unsigned long long kThrottlePowerBits = 0x4ULL | 0x80ULL;
inline constexpr unsigned long long kThrottleThermalBits = 0x20ULL | 0x40ULL;
ThrottleSplit split_throttle(unsigned long long mask);

// ---------------------------------------------------------------- L2 residency
// Peak HBM/DRAM bandwidth from the memory clock (double data rate) and the bus width.
double dram_peak_gb_s(double max_mem_clock_mhz, double bus_width_bits);
// True when `bytes` per launch in `time_s` is more than the DRAM could deliver: the data came
// from L2 (the launches ran back to back on the same buffers).
bool l2_resident(double bytes, double time_s, double peak_gb_s);

// ---------------------------------------------------------------- correctness
// ||out - ref||_2 / ||ref||_2 over float32 data; +inf if out holds a NaN or an infinity.
double relative_error(const float* out, const float* ref, size_t n);
// An IEEE 754 binary16 value (its 16 bits) as a float: exact, subnormals, infinities and NaN included.
float half_to_float(uint16_t bits);
// The same error with each side read as its buffer dtype (float32 | float16), computed in double:
// an fp16 output is compared with its reference without rounding either further. float32 on both
// sides is the function above, bit for bit. Throws on another dtype.
double relative_error(const void* out, const std::string& out_dtype, const void* ref, const std::string& ref_dtype,
                      size_t n);

}  // namespace ed
