#include "stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <stdexcept>

namespace ed {

double mean(const std::vector<double>& v) {
  if (v.empty()) return NAN;
  double s = 0;
  for (double x : v) s += x;
  return s / v.size();
}

double median(std::vector<double> v) {
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double stdev(const std::vector<double>& v) {
  if (v.size() < 2) return 0;
  double m = mean(v), s = 0;
  for (double x : v) s += (x - m) * (x - m);
  return std::sqrt(s / (v.size() - 1));
}

double cv(const std::vector<double>& v) {
  if (v.size() < 2) return 0;
  return stdev(v) / mean(v);
}

double t_quantile_975(int df) {
  static const double table[30] = {12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281,
                                   2.2010,  2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860,
                                   2.0796,  2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423};
  if (df < 1) return INFINITY;
  if (df <= 30) return table[df - 1];
  // Cornish-Fisher expansion around the normal quantile: < 1e-4 off for df > 30
  const double z = 1.959964;
  double d = df;
  return z + (z * z * z + z) / (4 * d) + (5 * std::pow(z, 5) + 16 * z * z * z + 3 * z) / (96 * d * d);
}

double ci95_rel(const std::vector<double>& v) {
  if (v.size() < 2) return INFINITY;
  double m = mean(v);
  if (!(m != 0) || !std::isfinite(m)) return INFINITY;
  return t_quantile_975((int)v.size() - 1) * stdev(v) / std::sqrt((double)v.size()) / std::fabs(m);
}

// ------------------------------------------------------------------ CounterWindower
CounterWindower::CounterWindower(double min_window_s, bool use_counter)
    : min_window_s_(min_window_s), use_counter_(use_counter) {}

double CounterWindower::mean_update_period_s() const {
  return updates_ > 1 ? (last_update_s_ - first_update_s_) / (updates_ - 1) : NAN;
}

std::optional<Window> CounterWindower::add(const Sample& s) {
  opened_ = false;
  if (have_prev_ && s.t_s < prev_.t_s) throw std::runtime_error("samples out of time order");
  if (open_ && have_prev_) {  // integrate power (trapezoid) since the window opened
    integral_mj_ += 0.5 * (prev_.power_w + s.power_w) * (s.t_s - prev_.t_s) * 1e3;
    ++n_samples_;
  }
  have_prev_ = true;
  prev_ = s;

  bool boundary = false;
  if (use_counter_) {
    if (!s.energy_mj) throw std::runtime_error("counter method without an energy counter value");
    uint64_t e = *s.energy_mj;
    if (!have_counter_) {
      have_counter_ = true;
      last_counter_mj_ = e;
      return std::nullopt;  // the first value seen is not an update: its time is unknown
    }
    if (e < last_counter_mj_) throw std::runtime_error("energy counter went backwards");
    if (e == last_counter_mj_) return std::nullopt;
    last_counter_mj_ = e;
    if (updates_ == 0) first_update_s_ = s.t_s;
    last_update_s_ = s.t_s;
    ++updates_;
    boundary = true;
  } else {
    boundary = !open_ || (s.t_s - t_open_s_) >= min_window_s_;
  }
  if (!boundary) return std::nullopt;

  std::optional<Window> done;
  if (open_ && (s.t_s - t_open_s_) >= min_window_s_) {
    Window w;
    w.t0_s = t_open_s_;
    w.t1_s = s.t_s;
    w.sampled_energy_mj = integral_mj_;
    w.energy_mj = use_counter_ ? double(last_counter_mj_ - e_open_mj_) : integral_mj_;
    w.n_samples = n_samples_;
    done = w;
  } else if (open_) {
    return std::nullopt;  // an update inside a window that is still too short
  }
  open_ = true;  // the closing boundary opens the next window (back-to-back windows)
  opened_ = true;
  t_open_s_ = s.t_s;
  e_open_mj_ = use_counter_ ? last_counter_mj_ : 0;
  integral_mj_ = 0;
  n_samples_ = 0;
  return done;
}

// ------------------------------------------------------------------ SteadyState
SteadyState::SteadyState(int windows, double power_rel, double temp_c)
    : n_(std::max(2, windows)), power_rel_(power_rel), temp_c_(temp_c) {}

void SteadyState::start(double temperature_c) {
  p_.clear();
  temp_.assign(1, temperature_c);
  steady_ = false;
}

double SteadyState::power_change_rel() const {
  if ((int)p_.size() < n_) return NAN;
  double worst = 0;
  for (size_t i = p_.size() - n_ + 1; i < p_.size(); ++i) worst = std::max(worst, std::fabs(p_[i] / p_[i - 1] - 1));
  return worst;
}

// Least-squares line through the last n_ window powers (x = 0 .. n_-1): its change over the span
// relative to the span's mean power, and the standard error of that change from the residuals.
void SteadyState::trend(double* change_rel, double* se_rel) const {
  *change_rel = NAN;
  *se_rel = NAN;
  if ((int)p_.size() < n_) return;
  const double* y = p_.data() + (p_.size() - n_);
  const double xm = (n_ - 1) / 2.0;
  double ym = 0;
  for (int i = 0; i < n_; ++i) ym += y[i];
  ym /= n_;
  double sxx = 0, sxy = 0;
  for (int i = 0; i < n_; ++i) {
    sxx += (i - xm) * (i - xm);
    sxy += (i - xm) * (y[i] - ym);
  }
  const double slope = sxy / sxx;
  *change_rel = slope * (n_ - 1) / ym;
  if (n_ < 3) return;  // no residual left to estimate the noise from
  double ss = 0;
  for (int i = 0; i < n_; ++i) {
    const double r = y[i] - ym - slope * (i - xm);
    ss += r * r;
  }
  *se_rel = std::sqrt(ss / (n_ - 2) / sxx) * (n_ - 1) / ym;
}

double SteadyState::power_trend_rel() const {
  double c, se;
  trend(&c, &se);
  return c;
}

double SteadyState::power_trend_se_rel() const {
  double c, se;
  trend(&c, &se);
  return se;
}

double SteadyState::temperature_change_c() const {
  if ((int)p_.size() < n_ || temp_.size() < (size_t)n_ + 1) return NAN;
  auto first = temp_.end() - (n_ + 1);
  auto mm = std::minmax_element(first, temp_.end());
  return *mm.second - *mm.first;
}

bool SteadyState::add(double power_w, double temperature_c) {
  if (temp_.empty()) temp_.push_back(temperature_c);  // start() was not called: the span starts here
  p_.push_back(power_w);
  temp_.push_back(temperature_c);
  double change, se;
  trend(&change, &se);
  const double dt = temperature_change_c();
  // no trend beyond the tolerance, or none that the windows' own noise can tell from zero (a power
  // cap's regulation moves window power by ~1 %: such a point is steady once the drift is within it)
  const double bound = std::isfinite(se) ? std::max(power_rel_, 2 * se) : power_rel_;
  steady_ = std::isfinite(change) && std::isfinite(dt) && std::fabs(change) <= bound && dt <= temp_c_;
  return steady_;
}

// ------------------------------------------------------------------ NoiseStop
Window join_windows(const Window& first, const Window& next) {
  Window w;
  w.t0_s = first.t0_s;
  w.t1_s = next.t1_s;
  w.energy_mj = first.energy_mj + next.energy_mj;
  w.sampled_energy_mj = first.sampled_energy_mj + next.sampled_energy_mj;
  w.n_samples = first.n_samples + next.n_samples;
  return w;
}

NoiseStop::NoiseStop(int min_windows, double ci_target_rel, double max_s)
    : min_(std::max(2, min_windows)), target_(ci_target_rel), max_s_(max_s) {}

void NoiseStop::add(double value) { v_.push_back(value); }

bool NoiseStop::target_met() const { return (int)v_.size() >= min_ && ci_rel() <= target_; }

bool NoiseStop::done(double elapsed_s) const {
  if (target_met()) return true;
  return v_.size() >= 2 && elapsed_s >= max_s_;
}

int pick_fastest(const std::vector<std::vector<double>>& times_ms, const std::vector<int>& tie_key, double tie_rel) {
  if (times_ms.empty() || tie_key.size() != times_ms.size())
    return -1;
  std::vector<double> med;
  for (const auto& t : times_ms) med.push_back(t.empty() ? INFINITY : median(t));
  double best = *std::min_element(med.begin(), med.end());
  int pick = -1;
  for (size_t i = 0; i < med.size(); ++i) {
    if (!(med[i] <= best * (1 + tie_rel))) continue;
    if (pick < 0 || tie_key[i] < tie_key[pick]) pick = (int)i;
  }
  return pick;
}

bool graph_needs_resize(int runs, int wanted) { return wanted > 2 * runs || 2 * wanted < runs; }

int queue_depth_for(int min_depth, double queue_ms, double replay_ms) {
  int depth = std::max(1, min_depth);
  if (replay_ms > 0 && std::isfinite(replay_ms)) depth = std::max(depth, (int)std::ceil(queue_ms / replay_ms));
  return std::min(depth, 4096);
}

int launches_per_graph(double launch_s, double target_graph_s, int max_launches) {
  if (!(launch_s > 0)) return 1;
  double k = std::ceil(target_graph_s / launch_s);
  return (int)std::max(1.0, std::min(k, (double)max_launches));
}

double energy_above_idle_mj(double power_w, double idle_power_w, double time_per_launch_s) {
  return (power_w - idle_power_w) * time_per_launch_s * 1e3;
}

ThrottleSplit split_throttle(unsigned long long mask) {
  ThrottleSplit s;
  s.power = (mask & kThrottlePowerBits) != 0;
  s.thermal = (mask & kThrottleThermalBits) != 0;
  s.other = (mask & ~(kThrottlePowerBits | kThrottleThermalBits | kThrottleGpuIdle)) != 0;
  return s;
}

double dram_peak_gb_s(double max_mem_clock_mhz, double bus_width_bits) {
  return 2.0 * max_mem_clock_mhz * 1e6 * bus_width_bits / 8.0 / 1e9;
}

bool l2_resident(double bytes, double time_s, double peak_gb_s) {
  if (!(time_s > 0) || !(peak_gb_s > 0)) return false;
  return bytes / time_s / 1e9 > peak_gb_s;
}

double relative_error(const float* out, const float* ref, size_t n) {
  double num = 0, den = 0;
  for (size_t i = 0; i < n; ++i) {
    double o = out[i], r = ref[i];
    if (!std::isfinite(o)) return INFINITY;
    num += (o - r) * (o - r);
    den += r * r;
  }
  return den > 0 ? std::sqrt(num / den) : std::sqrt(num);
}

float half_to_float(uint16_t h) {
  const uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  const uint32_t exp = (h >> 10) & 0x1Fu, mant = h & 0x3FFu;
  float magnitude;
  if (exp == 0) {
    magnitude = std::ldexp((float)mant, -24);  // zero and subnormals: mant x 2^-24, exact in float
  } else if (exp == 31) {
    magnitude = mant ? NAN : INFINITY;
  } else {
    magnitude = std::ldexp((float)(mant | 0x400u), (int)exp - 25);  // (1024 + mant) x 2^(exp - 15 - 10)
  }
  uint32_t bits;
  std::memcpy(&bits, &magnitude, sizeof bits);
  bits |= sign;
  float out;
  std::memcpy(&out, &bits, sizeof out);
  return out;
}

namespace {

template <class Out, class Ref>
double relative_error_as(Out out_at, Ref ref_at, size_t n) {
  double num = 0, den = 0;
  for (size_t i = 0; i < n; ++i) {
    double o = out_at(i), r = ref_at(i);
    if (!std::isfinite(o)) return INFINITY;
    num += (o - r) * (o - r);
    den += r * r;
  }
  return den > 0 ? std::sqrt(num / den) : std::sqrt(num);
}

std::function<double(size_t)> reader(const void* data, const std::string& dtype) {
  if (dtype == "float32") {
    const float* f = static_cast<const float*>(data);
    return [f](size_t i) { return (double)f[i]; };
  }
  if (dtype == "float16") {
    const uint16_t* h = static_cast<const uint16_t*>(data);
    return [h](size_t i) { return (double)half_to_float(h[i]); };
  }
  throw std::runtime_error("relative error: unknown dtype '" + dtype + "'");
}

}  // namespace

double relative_error(const void* out, const std::string& out_dtype, const void* ref, const std::string& ref_dtype,
                      size_t n) {
  if (out_dtype == "float32" && ref_dtype == "float32")
    return relative_error(static_cast<const float*>(out), static_cast<const float*>(ref), n);
  return relative_error_as(reader(out, out_dtype), reader(ref, ref_dtype), n);
}

}  // namespace ed
