// Unit tests of the driver's pure logic (stats, json, spec, record), on synthetic counter, power and
// temperature sequences: no GPU. Built and run by `make -C cuda test` (and `artifact build --tests`).
// `test_protocol --sample-record PATH` also writes a record built from synthetic values, which
// tests/test_driver_contract.py compares with the contract and with the fake driver's records;
// `--sample-graph-record PATH` the same through the in-process library's record path (graphpoint.cpp).
// Exits non-zero if any check failed.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

#include "../src/graphpoint.hpp"
#include "../src/json.hpp"
#include "../src/record.hpp"
#include "../src/settings.hpp"
#include "../src/spec.hpp"
#include "../src/stats.hpp"
#include "contract.hpp"

static int failures = 0;
#define CHECK(cond)                                                              \
  do {                                                                           \
    if (!(cond)) {                                                               \
      std::fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);       \
      ++failures;                                                                \
    }                                                                            \
  } while (0)
#define CHECK_NEAR(a, b, tol) CHECK(std::fabs((a) - (b)) <= (tol))

using namespace ed;

// A GPU whose counter (mJ, integer) is refreshed every `period_s`, polled every ~poll_s with jitter.
struct Trace {
  std::vector<Sample> samples;
};
static Trace synth(double (*power_at)(double), double duration_s, double period_s, double phase_s,
                   double poll_s, unsigned seed, bool with_counter = true) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> jitter(0.5, 1.5);
  Trace tr;
  double energy_j = 0, t = 0, dt_int = 1e-5;
  double next_update = phase_s;
  uint64_t counter = 0;
  double integ_t = 0;
  while (t < duration_s) {
    while (integ_t < t) {  // integrate true power finely
      energy_j += power_at(integ_t) * dt_int;
      integ_t += dt_int;
      if (integ_t >= next_update) {
        counter = (uint64_t)std::floor(energy_j * 1e3);
        next_update += period_s;
      }
    }
    Sample s;
    s.t_s = t;
    if (with_counter) s.energy_mj = counter;
    s.power_w = power_at(t);
    tr.samples.push_back(s);
    t += poll_s * jitter(rng);
  }
  return tr;
}

static double p300(double) { return 300.0; }
static double pstep(double t) { return t < 1.0 ? 100.0 : 300.0; }

static void test_stats() {
  CHECK_NEAR(median({3, 1, 2}), 2, 1e-12);
  CHECK_NEAR(median({4, 1, 2, 3}), 2.5, 1e-12);
  CHECK_NEAR(mean({1, 2, 3}), 2, 1e-12);
  CHECK_NEAR(stdev({1, 2, 3}), 1, 1e-12);
  CHECK_NEAR(cv({1, 2, 3}), 0.5, 1e-12);
  CHECK(cv({5}) == 0);
  CHECK(std::isnan(median({})));
}

static void test_counter_windows_constant_power() {
  Trace tr = synth(p300, 4.0, 0.1, 0.037, 0.001, 1);
  CounterWindower w(0.5, true);
  std::vector<Window> ws;
  for (const auto& s : tr.samples)
    if (auto x = w.add(s)) ws.push_back(*x);
  CHECK(ws.size() >= 6);
  for (size_t i = 0; i < ws.size(); ++i) {
    CHECK(ws[i].duration_s() >= 0.5);
    CHECK(ws[i].duration_s() < 0.5 + 0.1 + 0.01);   // closes at the first update past 0.5 s
    CHECK_NEAR(ws[i].power_w(), 300.0, 300.0 * 0.005);
    CHECK_NEAR(ws[i].sampled_power_w(), 300.0, 1e-6);
    if (i) CHECK(ws[i].t0_s == ws[i - 1].t1_s);   // back to back
    // boundaries sit on updates: within one poll of phase + k * period
    double k = std::round((ws[i].t0_s - 0.037) / 0.1);
    CHECK(ws[i].t0_s - (0.037 + k * 0.1) >= -1e-9);
    CHECK(ws[i].t0_s - (0.037 + k * 0.1) <= 0.0016);
  }
  CHECK_NEAR(w.mean_update_period_s(), 0.1, 0.002);
  std::vector<double> p;
  for (auto& x : ws) p.push_back(x.power_w());
  CHECK(cv(p) < 0.003);
}

static void test_naive_window_is_biased() {
  // The reason for alignment: reading the counter before/after a fixed interval that is not a
  // whole number of update periods gains or misses up to one 100 ms period of energy.
  Trace tr = synth(p300, 2.0, 0.1, 0.037, 0.001, 2);
  int biased = 0;
  for (double start = 0.5; start < 1.4; start += 0.01) {
    const Sample *x = nullptr, *y = nullptr;
    for (const auto& s : tr.samples) {
      if (!x && s.t_s >= start) x = &s;
      if (!y && s.t_s >= start + 0.45) y = &s;
    }
    double w = double(*y->energy_mj - *x->energy_mj) / 1e3 / (y->t_s - x->t_s);
    biased += std::fabs(w - 300.0) > 300.0 * 0.05;
  }
  CHECK(biased > 60);  // of 90 start times
}

static void test_counter_windows_step() {
  Trace tr = synth(pstep, 3.0, 0.1, 0.011, 0.001, 3);
  CounterWindower w(0.3, true);
  std::vector<Window> ws;
  for (const auto& s : tr.samples)
    if (auto x = w.add(s)) ws.push_back(*x);
  CHECK(!ws.empty());
  for (auto& x : ws) {
    if (x.t1_s < 0.99) CHECK_NEAR(x.power_w(), 100.0, 1.5);
    if (x.t0_s > 1.01) CHECK_NEAR(x.power_w(), 300.0, 3.0);
    CHECK_NEAR(x.power_w(), x.sampled_power_w(), 0.05 * x.power_w() + 2.0);
  }
}

static void test_counter_backwards_throws() {
  CounterWindower w(0.1, true);
  Sample s{0.0, 1000, 10};
  w.add(s);
  s.t_s = 0.1; s.energy_mj = 1100; w.add(s);
  s.t_s = 0.2; s.energy_mj = 900;
  bool threw = false;
  try { w.add(s); } catch (const std::runtime_error&) { threw = true; }
  CHECK(threw);
}

static void test_sampled_windows() {
  Trace tr = synth(p300, 2.0, 0.1, 0.0, 0.002, 4, false);
  CounterWindower w(0.4, false);
  std::vector<Window> ws;
  for (const auto& s : tr.samples)
    if (auto x = w.add(s)) ws.push_back(*x);
  CHECK(ws.size() >= 3);
  for (auto& x : ws) {
    CHECK_NEAR(x.power_w(), 300.0, 1e-6);
    CHECK(x.duration_s() >= 0.4);
  }
}

static void test_graph_resize_and_queue_depth() {
  CHECK(!graph_needs_resize(10, 20) && !graph_needs_resize(10, 5));
  CHECK(graph_needs_resize(10, 25) && graph_needs_resize(10, 4));
  // case 7's cuDNN TF32: 10 runs of 0.073 ms (0.73 ms a replay): 8 replays are 5.8 ms in flight,
  // 20 ms needs 28 of them
  CHECK(queue_depth_for(8, 20.0, 0.73) == 28);
  CHECK(queue_depth_for(8, 20.0, 2.0) == 10);
  CHECK(queue_depth_for(8, 20.0, 5.0) == 8);    // long replays: the minimum
  CHECK(queue_depth_for(8, 20.0, NAN) == 8);
  CHECK(queue_depth_for(8, 20.0, 1e-6) == 4096);  // bounded
}

static void test_graph_size() {
  CHECK(launches_per_graph(10e-6, 2e-3, 10000) == 200);
  CHECK(launches_per_graph(5e-3, 2e-3, 10000) == 1);
  CHECK(launches_per_graph(1e-9, 2e-3, 10000) == 10000);
  CHECK(launches_per_graph(0, 2e-3, 10000) == 1);
}

// IEEE 754 binary16 values whose float values are known exactly.
static void test_half_to_float() {
  CHECK(half_to_float(0x0000) == 0.0f && !std::signbit(half_to_float(0x0000)));
  CHECK(half_to_float(0x8000) == 0.0f && std::signbit(half_to_float(0x8000)));
  CHECK(half_to_float(0x3C00) == 1.0f);
  CHECK(half_to_float(0xC000) == -2.0f);
  CHECK(half_to_float(0x3555) == 0.333251953125f);      // the half nearest 1/3
  CHECK(half_to_float(0x3BFF) == 0.99951171875f);       // 1 - 2^-11
  CHECK(half_to_float(0x3C01) == 1.0009765625f);        // 1 + 2^-10
  CHECK(half_to_float(0x7BFF) == 65504.0f);             // largest finite
  CHECK(half_to_float(0x0400) == std::ldexp(1.0f, -14));  // smallest normal
  CHECK(half_to_float(0x0001) == std::ldexp(1.0f, -24));  // smallest subnormal
  CHECK(half_to_float(0x03FF) == std::ldexp(1023.0f, -24));  // largest subnormal
  CHECK(std::isinf(half_to_float(0x7C00)) && half_to_float(0x7C00) > 0);
  CHECK(std::isinf(half_to_float(0xFC00)) && half_to_float(0xFC00) < 0);
  CHECK(std::isnan(half_to_float(0x7E00)) && std::isnan(half_to_float(0xFFFF)));  // 0xFF bytes: the gate's poison
}

static void test_relative_error_by_dtype() {
  // half output against a float32 reference: 1, -2, 1/3 (rounded to 0x3555), 65504
  const uint16_t out16[4] = {0x3C00, 0xC000, 0x3555, 0x7BFF};
  const float ref32[4] = {1.0f, -2.0f, 1.0f / 3.0f, 65504.0f};
  double d = 0.333251953125 - (double)(1.0f / 3.0f), den = 1.0 + 4.0 + (double)(1.0f / 3.0f) * (1.0f / 3.0f) + 65504.0 * 65504.0;
  CHECK_NEAR(relative_error(out16, "float16", ref32, "float32", 4), std::sqrt(d * d / den), 1e-18);
  // both half: the same values agree exactly; one ulp off at 1.0 is 2^-10 of it
  CHECK(relative_error(out16, "float16", out16, "float16", 4) == 0.0);
  const uint16_t one[1] = {0x3C00}, next[1] = {0x3C01};
  CHECK_NEAR(relative_error(next, "float16", one, "float16", 1), std::ldexp(1.0, -10), 1e-15);
  // a float32 output against a half reference
  const float one32[1] = {1.0009765625f};
  CHECK(relative_error(one32, "float32", next, "float16", 1) == 0.0);
  // a NaN (the poison of an unwritten output) or an infinity fails
  const uint16_t poison[4] = {0xFFFF, 0xC000, 0x3555, 0x7BFF}, inf[1] = {0x7C00};
  CHECK(std::isinf(relative_error(poison, "float16", ref32, "float32", 4)));
  CHECK(std::isinf(relative_error(inf, "float16", one, "float16", 1)));
  // float32 on both sides is the float function, bit for bit
  const float a[3] = {1.0f, 2.5f, -3.25f}, b[3] = {1.0001f, 2.4999f, -3.2501f};
  CHECK(relative_error(a, "float32", b, "float32", 3) == relative_error(a, b, 3));
  bool threw = false;
  try {
    relative_error(a, "bfloat16", b, "float32", 3);
  } catch (const std::runtime_error&) {
    threw = true;
  }
  CHECK(threw);
}

static void test_relative_error() {
  float ref[4] = {1, 2, 3, 4}, out[4] = {1, 2, 3, 4.0001f};
  CHECK(relative_error(out, ref, 4) < 2e-5);
  out[0] = NAN;
  CHECK(std::isinf(relative_error(out, ref, 4)));
  out[0] = 1;
  out[3] = 5;
  CHECK(relative_error(out, ref, 4) > 1e-2);
}

static void test_json_and_atomic_write() {
  Json j;
  j.begin_obj().key("a").str("x\"y\n").key("b").num(1.5).key("c").num(NAN).key("d").begin_arr().num(1).num(2).end_arr()
      .key("e").begin_obj().key("f").boolean(true).end_obj().end_obj();
  CHECK(j.text() == "{\"a\":\"x\\\"y\\n\",\"b\":1.5,\"c\":null,\"d\":[1,2],\"e\":{\"f\":true}}");
  std::string dir = "/tmp/ed_test_" + std::to_string(::getpid());
  ::mkdir(dir.c_str(), 0755);
  std::string path = dir + "/r.json";
  write_file_atomic(path, j.text());
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  CHECK(ss.str() == j.text());
  bool threw = false;
  try { write_file_atomic(dir + "/no/such/dir/x.json", "{}"); } catch (const std::runtime_error&) { threw = true; }
  CHECK(threw);
  // the commit check (the driver's: its run is still alive) runs before the rename; one that throws
  // leaves neither the record nor its temporary file
  std::string late = dir + "/late.json";
  set_commit_check([] { throw std::runtime_error("the run has ended"); });
  threw = false;
  try { write_file_atomic(late, "{}"); } catch (const std::runtime_error&) { threw = true; }
  set_commit_check(nullptr);
  CHECK(threw);
  struct stat st;
  CHECK(::stat(late.c_str(), &st) != 0);
  CHECK(::stat((late + ".tmp." + std::to_string(::getpid())).c_str(), &st) != 0);
  std::remove(path.c_str());
  ::rmdir(dir.c_str());
}

// ------------------------------------------------------------------ statistics of the stop rule
static void test_t_quantile_and_ci() {
  CHECK_NEAR(t_quantile_975(1), 12.7062, 1e-4);
  CHECK_NEAR(t_quantile_975(4), 2.7764, 1e-4);
  CHECK_NEAR(t_quantile_975(30), 2.0423, 1e-4);
  CHECK_NEAR(t_quantile_975(60), 2.0003, 2e-4);   // tabulated value 2.0003
  CHECK_NEAR(t_quantile_975(120), 1.9799, 2e-4);  // tabulated value 1.9799
  CHECK(std::isinf(ci95_rel({5.0})));
  // n = 5, mean 10, sd 0.1: 2.7764 * 0.1 / sqrt(5) / 10
  std::vector<double> v = {9.9, 10.0, 10.1, 9.9, 10.1};
  CHECK_NEAR(ci95_rel(v), 2.7764 * stdev(v) / std::sqrt(5.0) / 10.0, 1e-9);
}

// ------------------------------------------------------------------ a synthetic GPU under load
// Board power relaxes from `p0` to `p_inf` with time constant tau_p (clocks and fans settling);
// the temperature rises from t0_c to t_inf_c with time constant tau_t and is read as an integer
// (NVML reports whole degrees). Counter: integer mJ, updated every 100 ms.
struct WarmGpu {
  double p0 = 560, p_inf = 600, tau_p = 0.8;
  double t0_c = 40, t_inf_c = 62, tau_t = 1.5;
  double noise_rel = 0.0;  // relative power noise per counter period
  double power(double t) const { return p_inf + (p0 - p_inf) * std::exp(-t / tau_p); }
  double temp(double t) const { return std::floor(t_inf_c + (t0_c - t_inf_c) * std::exp(-t / tau_t)); }
};

struct WarmupOutcome {
  double end_s;
  bool steady;
};

// The driver's warm-up loop (protocol.cpp run_load step 1) on the synthetic GPU.
static WarmupOutcome simulate_warmup(const WarmGpu& g, const contract::Protocol& p, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> noise(0.0, g.noise_rel);
  SteadyState steady((int)p.steady_windows, p.steady_power_rel, p.steady_temp_c);
  steady.start(g.temp(0));
  CounterWindower ww(p.steady_window_s, true);
  double energy_mj = 0, next_update = 0.05, counter = 0, period_factor = 1;
  for (double t = 0; t < 60; t += 0.001) {
    energy_mj += g.power(t) * period_factor * 0.001 * 1e3;
    if (t >= next_update) {
      counter = std::floor(energy_mj);
      next_update += 0.1;
      period_factor = 1 + noise(rng);
    }
    Sample s{t, (uint64_t)counter, g.power(t)};
    if (auto w = ww.add(s)) steady.add(w->power_w(), g.temp(t));
    if ((steady.steady() && t >= p.warmup_min_s) || t >= p.warmup_max_s) return {t, steady.steady()};
  }
  return {60, false};
}

static void test_steady_state_waits_for_power_and_temperature() {
  contract::Protocol p;  // the defaults of driver_contract.json
  WarmGpu g;
  WarmupOutcome w = simulate_warmup(g, p, 1);
  CHECK(w.steady);
  // power within 0.3 % of the previous window needs exp(-t/0.8) small (t > ~1.9 s); the reading
  // may move by at most steady_temp_c over the 1.5 s span, i.e. 22/1.5 exp(-t/1.5) <= ~steady_temp_c
  // / 1.5 C/s: t >= 1.5 ln(22 / steady_temp_c) (3.6 s at 2 C)
  CHECK(w.end_s > 1.5 * std::log(22.0 / p.steady_temp_c) - 0.5);
  CHECK(w.end_s < p.warmup_max_s);
  double t_end = w.end_s;
  CHECK(std::fabs(g.power(t_end) / g.power(t_end - p.steady_window_s) - 1) < p.steady_power_rel);

  // power settles fast but the temperature keeps rising 1 C per ~0.3 s: bounded, not steady
  WarmGpu hot = g;
  hot.tau_t = 1e9;
  hot.t_inf_c = 1e9 * 3.3 + 40;  // ~3.3 C/s, effectively linear
  WarmupOutcome b = simulate_warmup(hot, p, 2);
  CHECK(!b.steady);
  CHECK_NEAR(b.end_s, p.warmup_max_s, 0.01);

  // noisy power (2 % per counter period, ~1 % per 0.5 s window, as a power cap's regulation) with
  // no trend: steady once the windows' drift is within twice its standard error, never before the
  // temperature has settled
  WarmGpu noisy = g;
  noisy.noise_rel = 0.02;
  WarmupOutcome n = simulate_warmup(noisy, p, 3);
  CHECK(n.steady);
  CHECK(n.end_s > 1.5 * std::log(22.0 / p.steady_temp_c) - 0.5);
  // the same noise on a power still climbing by ~4 % per window for the whole bound: not steady
  WarmGpu ramp = noisy;
  ramp.p0 = 300;
  ramp.tau_p = 1e9;
  ramp.p_inf = 300 + 1e9 * 48;  // +48 W/s, effectively linear
  WarmupOutcome rr = simulate_warmup(ramp, p, 5);
  CHECK(!rr.steady);

  // an already warm GPU: steady after the minimum (3 windows of 0.5-0.6 s, the first opening at
  // the first counter update)
  WarmGpu warm = g;
  warm.p0 = warm.p_inf;
  warm.t0_c = warm.t_inf_c;
  WarmupOutcome q = simulate_warmup(warm, p, 4);
  CHECK(q.steady);
  CHECK(q.end_s < 0.6 * p.steady_windows + 0.1);
}

static void test_steady_state_unit() {
  SteadyState s(3, 0.003, 1.0);
  s.start(50);
  CHECK(!s.add(600, 50));
  CHECK(!s.add(601, 50));
  CHECK(std::isnan(s.power_change_rel()) && std::isnan(s.power_trend_rel()));
  CHECK(s.add(601.5, 50));                        // line 600 -> 601.5: +0.25 %; 50 C throughout
  CHECK_NEAR(s.power_change_rel(), 1.0 / 600, 1e-9);
  CHECK_NEAR(s.power_trend_rel(), 1.5 / (1802.5 / 3), 1e-9);
  CHECK(!s.add(604, 50));                         // +0.50 % over the span, standard error 0.19 %
  CHECK_NEAR(s.power_trend_rel(), 3.0 / (1806.5 / 3), 1e-9);
  CHECK_NEAR(s.power_trend_se_rel(), std::sqrt((2.0 / 3) / 2) * 2 / (1806.5 / 3), 1e-9);
  CHECK(!s.add(604.5, 52));                       // two degrees within the span
  CHECK(!s.add(604.6, 52));
  CHECK(!s.add(604.7, 52));                       // the span of 3 windows starts at the 50 C reading
  CHECK(s.add(604.8, 52));
  CHECK_NEAR(s.temperature_change_c(), 0, 1e-12);
  CHECK(s.add(604.9, 53));                        // one step of the whole-degree reading is allowed
  CHECK_NEAR(s.temperature_change_c(), 1, 1e-12);
  CHECK(!s.add(605.0, 54));                       // two are not

  // a power cap's regulation: +-1 % between windows, no drift -> steady although each step is 1 %
  SteadyState c(4, 0.003, 2.0);
  c.start(60);
  for (double w : {700.0, 693.0, 700.0}) CHECK(!c.add(w, 60));
  CHECK(c.add(693.0, 60));
  CHECK(c.power_change_rel() > 0.009);
  CHECK(std::fabs(c.power_trend_rel()) <= 2 * c.power_trend_se_rel());
  // a drift of 3 % over the span through the same noise: beyond twice its standard error
  SteadyState d(4, 0.003, 2.0);
  d.start(60);
  for (double w : {680.0, 688.0, 691.0}) CHECK(!d.add(w, 60));
  CHECK(!d.add(701.0, 60));
  CHECK(d.power_trend_rel() > 2 * d.power_trend_se_rel());
  // two windows: no residual, so no noise estimate; only the tolerance counts
  SteadyState two(2, 0.003, 2.0);
  two.start(60);
  CHECK(!two.add(700, 60));
  CHECK(!two.add(707, 60));
  CHECK(std::isnan(two.power_trend_se_rel()));
  CHECK(two.add(707.5, 60));
}

// ------------------------------------------------------------------ library algorithm choice
static void test_pick_fastest() {
  // lowest median wins, whatever the mean says (one slow outlier round)
  CHECK(pick_fastest({{10.0, 10.1, 30.0}, {10.5, 10.5, 10.5}}, {0, 1}, 0.0) == 0);
  // within the tie tolerance the smallest key wins, in either order of the candidates
  CHECK(pick_fastest({{10.00, 10.00}, {10.05, 10.05}}, {7, 3}, 0.01) == 1);
  CHECK(pick_fastest({{10.05, 10.05}, {10.00, 10.00}}, {3, 7}, 0.01) == 0);
  // outside it, the faster one
  CHECK(pick_fastest({{10.0, 10.0}, {10.2, 10.2}}, {7, 3}, 0.01) == 0);
  // noise that swaps two candidates 0.5 % apart does not swap the choice
  int first = pick_fastest({{10.00, 10.01, 9.99}, {10.05, 10.04, 10.06}}, {1, 0}, 0.01);
  int swapped = pick_fastest({{10.06, 10.05, 10.07}, {10.00, 10.01, 9.99}}, {1, 0}, 0.01);
  CHECK(first == 1 && swapped == 1);
  CHECK(pick_fastest({}, {}, 0.01) == -1);
  CHECK(pick_fastest({{1.0}}, {}, 0.01) == -1);
}

// ------------------------------------------------------------------ stop on noise
static int windows_until_stop(double noise_rel, const contract::Protocol& p, bool* met, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> n(0.0, noise_rel);
  NoiseStop stop((int)p.min_windows, p.ci_target_rel, p.measure_max_s);
  double t = 0;
  while (!stop.done(t)) {
    stop.add(10.0 * (1 + n(rng)));
    t += p.window_s + 0.05;  // a window closes at the first counter update past window_s
  }
  *met = stop.target_met();
  return (int)stop.values().size();
}

static void test_window_joiner() {
  // a window with launches and nothing held passes unchanged (the path of every graph of short runs)
  WindowJoiner j;
  Window a{0.0, 0.5, 300.0, 301.0, 25};
  Window t = j.take(a);
  CHECK(t.t0_s == a.t0_s && t.t1_s == a.t1_s && t.energy_mj == a.energy_mj && t.n_samples == a.n_samples);
  CHECK(!j.holding());
  // a call of 0.55 s: the window 0.5-1.0 s closed with no launch in it and is joined to the next
  Window empty{0.5, 1.0, 100.0, 99.0, 25};
  Window next{1.0, 1.6, 180.0, 181.0, 30};
  j.hold(empty);
  CHECK(j.holding());
  Window joined = j.take(next);
  CHECK(!j.holding());
  CHECK_NEAR(joined.t0_s, 0.5, 1e-12);
  CHECK_NEAR(joined.t1_s, 1.6, 1e-12);
  CHECK_NEAR(joined.energy_mj, 280.0, 1e-9);
  CHECK_NEAR(joined.sampled_energy_mj, 280.0, 1e-9);
  CHECK(joined.n_samples == 55);
  CHECK_NEAR(joined.power_w(), 0.280 / 1.1, 1e-12);
  // two empty windows in a row are both held
  j.hold(empty);
  j.hold(Window{1.0, 1.5, 50.0, 50.0, 25});
  Window three = j.take(Window{1.5, 2.0, 70.0, 70.0, 25});
  CHECK_NEAR(three.t0_s, 0.5, 1e-12);
  CHECK_NEAR(three.energy_mj, 220.0, 1e-9);
}

static void test_noise_stop() {
  contract::Protocol p;
  bool met = false;
  // 0.2 % per window: the CI at 5 windows is ~0.25 % < 0.5 %: stops at the minimum
  CHECK(windows_until_stop(0.002, p, &met, 1) == p.min_windows);
  CHECK(met);
  // 0.7 %: needs more windows, then meets the target before the limit
  int n = windows_until_stop(0.007, p, &met, 2);
  CHECK(met);
  CHECK(n > p.min_windows);
  CHECK(n <= (int)(p.measure_max_s / (p.window_s + 0.05)) + 1);
  // 3 %: misses the target; stops at the time limit, flagged
  n = windows_until_stop(0.03, p, &met, 3);
  CHECK(!met);
  CHECK(n == (int)std::ceil(p.measure_max_s / (p.window_s + 0.05)));
  // never stops on fewer than 2 windows, even past the limit
  NoiseStop one(5, 0.005, 1.0);
  one.add(1.0);
  CHECK(!one.done(100.0));
  // a point of a ~1 ms kernel at the defaults: warm-up >= 1 s + 5 windows (~2.75 s) + hot idle
  // (~0.6 s) + gate/load stays well under 8 s when the noise target is met at the minimum
  CHECK(p.warmup_min_s + p.min_windows * (p.window_s + 0.1) + p.hot_idle_s + 0.1 + 1.0 < 8.0);
}

// ------------------------------------------------------------------ window alignment vs phase
static void test_window_alignment_any_phase() {
  // Whatever the phase of the counter's updates relative to the load, aligned windows read the
  // true power within one mJ of rounding; the energy per launch follows.
  for (double phase = 0.0; phase < 0.1; phase += 0.013) {
    Trace tr = synth(p300, 3.0, 0.1, phase, 0.0007, 11);
    CounterWindower w(0.5, true);
    for (const auto& s : tr.samples)
      if (auto x = w.add(s)) {
        CHECK_NEAR(x->power_w(), 300.0, 300.0 * 0.003);
        double t_launch = 1e-3;  // 1 ms kernel
        CHECK_NEAR(x->power_w() * t_launch * 1e3, 300.0, 300.0 * 0.003);
      }
  }
}

// ------------------------------------------------------------------ idle accounting
static void test_idle_accounting() {
  CHECK_NEAR(energy_above_idle_mj(600, 100, 1e-3), 500, 1e-9);
  PointResult r;
  r.hot_idle.power_w = 130;
  r.cold_idle.power_w = 72.5;
  r.bytes_per_launch = 1e6;
  r.gpu.max_mem_clock_mhz = 2619;
  r.gpu.memory_bus_width_bits = 5120;
  for (int i = 0; i < 5; ++i) {
    WindowResult w;
    w.time_per_launch_s = 1e-3;
    w.power_w = 600;
    w.energy_per_launch_mj = 600;
    w.sampled_power_w = 610;
    w.sampled_energy_per_launch_mj = 610;
    r.windows.push_back(w);
  }
  r.steady = true;
  Summary s = summarize(r);
  CHECK_NEAR(s.energy_per_launch_mj, 600, 1e-9);
  CHECK_NEAR(s.above_hot_idle_mj, 470, 1e-9);
  CHECK_NEAR(s.above_cold_idle_mj, 527.5, 1e-9);
  CHECK(s.ci_target_met && !s.flagged);
  CHECK(!s.l2_resident);  // 1 MB per ms = 1 GB/s
  r.steady = false;
  s = summarize(r);
  CHECK(s.flagged && s.flag_reasons.size() == 1 && s.flag_reasons[0] == "not_steady");
  r.steady = true;
  r.queue_ran_dry = 2;  // the GPU had nothing queued twice during the windows
  s = summarize(r);
  CHECK(s.flagged && s.flag_reasons.size() == 1 && s.flag_reasons[0] == "queue_ran_dry");
  r.queue_ran_dry = 0;
  r.steady = false;
  r.l2_mode = "cold";  // energies have the flush subtracted: above-idle is not defined
  CHECK(std::isnan(summarize(r).above_hot_idle_mj));
}

// A point whose mean is well known (CI of the mean within its target) but whose windows spread by
// more than cv_flag_rel is flagged cv_above_target, and only that.
static void test_cv_flag() {
  auto point = [](double spread_rel) {
    PointResult r;
    r.steady = true;
    for (int i = 0; i < 10; ++i) {  // five windows above the mean, five below
      WindowResult w;
      w.time_per_launch_s = 1e-3;
      w.energy_per_launch_mj = 600 * (1 + (i % 2 ? -spread_rel : spread_rel));
      w.power_w = w.energy_per_launch_mj;
      r.windows.push_back(w);
    }
    return r;
  };
  PointResult r = point(0.0057);
  Summary s = summarize(r);
  CHECK(s.energy_cv > 0.006 && s.energy_cv < 0.0061);  // 0.0057 * sqrt(10 / 9)
  CHECK(s.energy_ci_rel < r.protocol.ci_target_rel && s.ci_target_met);
  CHECK(r.protocol.cv_flag_rel == 0.005);
  CHECK(s.flagged && s.flag_reasons.size() == 1 && s.flag_reasons[0] == "cv_above_target");
  r.protocol.cv_flag_rel = 0.01;  // the bound is the record's protocol setting
  s = summarize(r);
  CHECK(!s.flagged && s.flag_reasons.empty());
  s = summarize(point(0.004));  // CV 0.42 %: within the default bound
  CHECK(s.energy_cv < 0.005 && !s.flagged);
  r = point(0.02);  // CV 2.1 %: the CI target is missed too, both reasons are given
  s = summarize(r);
  CHECK(s.flag_reasons.size() == 2 && s.flag_reasons[0] == "ci_target_missed" && s.flag_reasons[1] == "cv_above_target");
  contract::Protocol p;
  CHECK(protocol_problem(p).empty());
  p.cv_flag_rel = 0;
  CHECK(protocol_problem(p) == "--cv-flag-rel must be positive");
}

static void test_throttle_and_l2() {
  ThrottleSplit a = split_throttle(0x0);
  CHECK(!a.power && !a.thermal && !a.other);
  a = split_throttle(0x1);  // GPU idle: none of the three
  CHECK(!a.power && !a.thermal && !a.other);
  a = split_throttle(0x4);
  CHECK(a.power && !a.thermal && !a.other);
  a = split_throttle(0x80 | 0x40);
  CHECK(a.power && a.thermal && !a.other);
  a = split_throttle(0x20 | 0x8);
  CHECK(!a.power && a.thermal && a.other);
  a = split_throttle(0x100);
  CHECK(!a.power && !a.thermal && a.other);
  CHECK_NEAR(dram_peak_gb_s(2619, 5120), 3352.32, 0.01);  // H100 SXM HBM3
  CHECK(l2_resident(50e6, 10e-6, 3352.32));              // 5 TB/s
  CHECK(!l2_resident(30e6, 10e-6, 3352.32));             // 3 TB/s
  CHECK(!l2_resident(1, 0, 3352.32));
}

// ------------------------------------------------------------------ JSON parser and kernel.json
static bool parse_throws(const std::string& text) {
  try {
    JsonValue::parse(text, "t");
  } catch (const std::runtime_error&) {
    return true;
  }
  return false;
}

static void test_json_parser() {
  JsonValue v = JsonValue::parse(R"({"a": [1, 2.5e3, -3], "b": {"c": "x\"\u00e9\n"}, "t": true, "n": null})", "t");
  CHECK(v.at("a", "t").array("t").size() == 3);
  CHECK_NEAR(v.at("a", "t").array("t")[1].number("t"), 2500, 1e-12);
  CHECK(v.at("a", "t").array("t")[2].integer("t") == -3);
  CHECK(v.at("b", "t").at("c", "t").string("t") == "x\"\xc3\xa9\n");
  CHECK(v.at("t", "t").boolean("t"));
  CHECK(v.at("n", "t").is_null());
  CHECK(!v.find("zz"));
  CHECK(parse_throws("{\"a\": 1,}"));
  CHECK(parse_throws("[1, 2"));
  CHECK(parse_throws("{\"a\": 1} x"));
  CHECK(parse_throws("{'a': 1}"));
  bool threw = false;
  try {
    v.at("a", "kernel.json").string("kernel.json: a");
  } catch (const std::runtime_error& e) {
    threw = std::string(e.what()).find("kernel.json: a: expected a string") != std::string::npos;
  }
  CHECK(threw);
  // the writer's output parses back
  Json j;
  j.begin_obj().key("x").nums({1, 2}).key("s").str("a\tb").end_obj();
  CHECK(JsonValue::parse(j.text(), "w").at("s", "w").string("w") == "a\tb");
}

static const char* kConvManifest = R"({
  "kernel_id": "r0001", "case_id": "case7",
  "case": {"case_id": "case7", "kind": "conv2d", "shape": [1, 17, 17, 1024, 512, 3, 3, 1, 1],
           "params": {"N": 1, "H": 17, "W": 17, "CO": 1024, "CI": 512, "KH": 3, "KW": 3, "stride": 1, "padding": 1},
           "flops": 2727346176},
  "cubin": "kernel.cubin",
  "launches": [{"name": "main_kernel", "grid": [272, 1, 1], "block": [128, 1, 1], "dynamic_shared_bytes": 0,
                "params": ["conv2d_nchw", "data", "kernel"], "registers": 64}],
  "buffers": [{"name": "data", "shape": [1, 512, 17, 17], "dtype": "float32", "role": "input", "bytes": 591872, "file": "../reference/data.bin"},
              {"name": "kernel", "shape": [1024, 512, 3, 3], "dtype": "float32", "role": "input", "bytes": 18874368, "file": "../reference/kernel.bin"},
              {"name": "conv2d_nchw", "shape": [1, 1024, 17, 17], "dtype": "float32", "role": "output", "bytes": 1183744, "file": "../reference/conv2d_nchw.bin"}],
  "flops": 2727346176,
  "tuned": {"run_s": 0.00048}
})";

static bool spec_throws(const std::string& text, const std::string& baseline, const std::string& needle) {
  try {
    spec_from_manifest(JsonValue::parse(text, "m"), "/x/r0001/kernel.json", baseline);
  } catch (const std::runtime_error& e) {
    if (std::string(e.what()).find(needle) == std::string::npos) std::fprintf(stderr, "message: %s\n", e.what());
    return std::string(e.what()).find(needle) != std::string::npos;
  }
  return false;
}

static std::string replace(std::string s, const std::string& from, const std::string& to) {
  auto i = s.find(from);
  if (i != std::string::npos) s.replace(i, from.size(), to);
  return s;
}

static void test_spec_from_kernel_json() {
  JsonValue m = JsonValue::parse(kConvManifest, "m");
  Spec s = spec_from_manifest(m, "/x/r0001/kernel.json", "");
  CHECK(s.id == "r0001" && s.case_id == "case7" && s.kind == "conv2d");
  CHECK(s.cubin == "/x/r0001/kernel.cubin");
  CHECK(s.buffer("data") && s.buffer("data")->path == "/x/r0001/../reference/data.bin");
  CHECK(s.launches.size() == 1 && s.launches[0].grid[0] == 272 && s.launches[0].params[0].name == "conv2d_nchw");
  CHECK(!s.launches[0].params[0].is_tensormap && s.launches[0].params[2].buffer == "kernel" && !s.launches[0].has_tensormaps());
  CHECK(s.math_mode == "fp32" && s.rtol == contract::kRtolFp32);
  CHECK_NEAR(s.tuned_time_s, 0.00048, 1e-12);
  CHECK(s.shape.at("CO") == 1024 && s.shape.at("padding") == 1);
  CHECK_NEAR(s.bytes_per_launch(), 591872 + 18874368 + 1183744, 0.5);
  Spec b = spec_from_manifest(m, "/x/r0001/kernel.json", "cudnn-tf32");
  CHECK(b.id == "cudnn-tf32" && b.baseline == "cudnn-tf32" && b.cubin.empty() && b.launches.empty());
  CHECK(b.math_mode == "tf32" && b.rtol == contract::kRtolTf32 && b.tuned_time_s < 0);
  CHECK(spec_throws(kConvManifest, "cublas-fp32", "no baseline 'cublas-fp32' for a conv2d case"));
  CHECK(spec_throws(kConvManifest, "", "") == false);
  CHECK(spec_throws(replace(kConvManifest, "\"conv2d_nchw\", \"data\"", "\"out\", \"data\""), "",
                    "parameter out is not one of the buffers"));
  CHECK(spec_throws(replace(kConvManifest, "\"role\": \"output\"", "\"role\": \"input\""), "", "exactly one output"));
  CHECK(spec_throws(replace(kConvManifest, "[272, 1, 1]", "[272, 1]"), "", "launches[0].grid: needs 3 values"));
  CHECK(spec_throws(replace(kConvManifest, "\"bytes\": 591872", "\"bytes\": 591873"), "", "multiple of 4"));
  CHECK(spec_throws(replace(kConvManifest, "\"kind\": \"conv2d\"", "\"kind\": \"pool\""), "", "conv2d or gemm"));
  CHECK(spec_throws(replace(kConvManifest, "\"cubin\": \"kernel.cubin\",", ""), "", "no 'cubin'"));
  CHECK(spec_throws(replace(kConvManifest, "\"dtype\": \"float32\"", "\"dtype\": \"float16\""), "",
                    "shape [1, 512, 17, 17] of float16 is 295936 bytes, not the 591872"));
  CHECK(spec_throws(replace(kConvManifest, "\"dtype\": \"float32\"", "\"dtype\": \"bfloat16\""), "",
                    "buffers[0].dtype: unknown dtype 'bfloat16' (known: float32, float16)"));
  std::string gemm = R"({"kernel_id": "r0001", "case_id": "g", "case": {"kind": "gemm", "params": {"M": 64, "N": 96, "K": 32, "layout": "NT"}},
    "cubin": "k.cubin", "launches": [{"name": "k", "grid": [1,1,1], "block": [32,1,1], "dynamic_shared_bytes": 0, "params": ["A", "B", "C"]}],
    "buffers": [{"name": "A", "role": "input", "bytes": 8192, "file": "a"}, {"name": "B", "role": "input", "bytes": 12288, "file": "b"},
                {"name": "C", "role": "output", "bytes": 24576, "file": "/abs/c"}], "flops": 393216})";
  Spec g = spec_from_manifest(JsonValue::parse(gemm, "g"), "k.json", "cublas-fp32");
  CHECK(g.layout == "NT" && g.shape.at("K") == 32 && g.buffer("C")->path == "/abs/c" && g.buffer("A")->path == "./a");
  CHECK(spec_throws(replace(gemm, "\"NT\"", "\"TT\""), "", "layout must be NN or NT"));
}

// fp16 manifests: the case dtype comes from the buffers' dtypes; the tolerances are given here (the
// contract's values are the tuning side's; these tests check which key each point uses).
static const RtolTable kTestRtols = {{"fp32", 1e-4}, {"tf32", 5e-3}, {"fp16", 1e-3}, {"fp16-out", 2e-3}};

static const char* kGemm16 = R"({"kernel_id": "r0002", "case_id": "g16",
  "case": {"kind": "gemm", "params": {"M": 64, "N": 96, "K": 32, "layout": "NN", "dtype": "fp16"}},
  "cubin": "k.cubin", "launches": [{"name": "k", "grid": [1,1,1], "block": [32,1,1], "dynamic_shared_bytes": 0, "params": ["A", "B", "C"]}],
  "buffers": [{"name": "A", "shape": [64, 32], "dtype": "float16", "role": "input", "bytes": 4096, "file": "a"},
              {"name": "B", "shape": [32, 96], "dtype": "float16", "role": "input", "bytes": 6144, "file": "b"},
              {"name": "C", "shape": [64, 96], "dtype": "float32", "role": "output", "bytes": 24576, "file": "c"}],
  "flops": 393216})";

static Spec spec16(const std::string& text, const std::string& baseline, const RtolTable& rtols = kTestRtols) {
  return spec_from_manifest(JsonValue::parse(text, "m"), "/x/r0002/kernel.json", baseline, rtols);
}

static bool spec16_throws(const std::string& text, const std::string& baseline, const std::string& needle,
                          const RtolTable& rtols = kTestRtols) {
  try {
    spec16(text, baseline, rtols);
  } catch (const std::runtime_error& e) {
    if (std::string(e.what()).find(needle) == std::string::npos) std::fprintf(stderr, "message: %s\n", e.what());
    return std::string(e.what()).find(needle) != std::string::npos;
  }
  return false;
}

static void test_spec_dtypes() {
  // the fp32 manifests of today: dtype float32 named or absent, tolerance fp32
  Spec f = spec_from_manifest(JsonValue::parse(kConvManifest, "m"), "/x/r0001/kernel.json", "", kTestRtols);
  CHECK(f.case_dtype == "fp32" && f.math_mode == "fp32" && f.gate_mode == "fp32" && f.rtol == 1e-4);
  CHECK(f.input_dtype == "float32" && f.output_dtype == "float32" && f.layout == "NCHW");
  CHECK(spec16(kConvManifest, "cudnn-fp32").filter_layout == "OIHW");
  CHECK(spec16_throws(replace(kConvManifest, "[1024, 512, 3, 3]", "[3, 3, 512, 1024]"), "cudnn-fp32",
                      "the kernel buffer of an NCHW convolution must be OIHW [1024, 512, 3, 3], not [3, 3, 512, 1024]"));
  CHECK(spec_from_manifest(JsonValue::parse(kConvManifest, "m"), "/x/r0001/kernel.json", "").rtol == contract::kRtolFp32);
  // fp16 inputs, fp32 output: case dtype fp16
  Spec g = spec16(kGemm16, "");
  CHECK(g.case_dtype == "fp16" && g.math_mode == "fp16" && g.gate_mode == "fp16" && g.rtol == 1e-3);
  CHECK(g.input_dtype == "float16" && g.output_dtype == "float32" && g.buffer("B")->shape[1] == 96);
  CHECK_NEAR(g.bytes_per_launch(), 4096 + 6144 + 24576, 0.5);
  Spec gb = spec16(kGemm16, "cublas-fp16");
  CHECK(gb.math_mode == "fp16" && gb.gate_mode == "fp16" && gb.output_dtype == "float32" && gb.rtol == 1e-3);
  CHECK(spec16_throws(kGemm16, "cublas-fp32", "no baseline 'cublas-fp32' for a gemm case of dtype fp16 (cublas-fp16)"));
  CHECK(spec16_throws(kConvManifest, "cublas-fp16", "no baseline 'cublas-fp16' for a conv2d case of dtype fp32"));
  // fp16 output too: fp16-out, for the tuned kernel and for cuBLAS
  std::string out16 = replace(replace(replace(kGemm16, "\"dtype\": \"float32\"", "\"dtype\": \"float16\""),
                                      "\"bytes\": 24576", "\"bytes\": 12288"), "\"dtype\": \"fp16\"", "\"dtype\": \"fp16-out\"");
  Spec o = spec16(out16, "");
  CHECK(o.case_dtype == "fp16-out" && o.math_mode == "fp16-out" && o.gate_mode == "fp16-out" && o.rtol == 2e-3);
  Spec ob = spec16(out16, "cublas-fp16");
  CHECK(ob.math_mode == "fp16" && ob.gate_mode == "fp16-out" && ob.output_dtype == "float16" && ob.rtol == 2e-3);
  // the export keeps an fp16-out kernel's reference output in float32 (`file_dtype`): `bytes` is
  // the file's, the kernel's buffer is half of it
  std::string ref32 = replace(out16, "\"dtype\": \"float16\", \"role\": \"output\", \"bytes\": 12288",
                              "\"dtype\": \"float16\", \"file_dtype\": \"float32\", \"role\": \"output\", \"bytes\": 24576");
  Spec r32 = spec16(ref32, "");
  CHECK(r32.case_dtype == "fp16-out" && r32.output().dtype == "float16" && r32.output().file_dtype == "float32");
  CHECK(r32.output().elements() == 64 * 96 && r32.output().device_bytes() == 12288);
  CHECK_NEAR(r32.bytes_per_launch(), 4096 + 6144 + 12288, 0.5);
  CHECK(spec16_throws(replace(ref32, "\"bytes\": 24576", "\"bytes\": 12288"), "", "of float32 is 24576 bytes"));
  CHECK(spec16(out16, "").output().file_dtype == "float16");  // absent: the kernel's own dtype
  // what is refused: a named case dtype its buffers contradict, mixed inputs, an fp32 input to an
  // fp16 output, a tolerance the contract lacks, bytes that are not the shape's
  CHECK(spec16_throws(replace(kGemm16, "\"dtype\": \"fp16\"", "\"dtype\": \"fp16-out\""), "",
                      "the case's dtype is fp16-out but its buffers make it fp16"));
  std::string mixed = replace(replace(kGemm16, "\"dtype\": \"float16\", \"role\": \"input\", \"bytes\": 6144",
                                      "\"dtype\": \"float32\", \"role\": \"input\", \"bytes\": 12288"), "\"dtype\": \"fp16\"", "\"x\": 0");
  CHECK(spec16_throws(mixed, "", "inputs of mixed dtypes and an output of float32 make no case dtype"));
  std::string f32in = replace(replace(replace(out16, "\"dtype\": \"float16\", \"role\": \"input\", \"bytes\": 4096",
                                                      "\"dtype\": \"float32\", \"role\": \"input\", \"bytes\": 8192"),
                                              "\"dtype\": \"float16\", \"role\": \"input\", \"bytes\": 6144",
                                              "\"dtype\": \"float32\", \"role\": \"input\", \"bytes\": 12288"),
                                      "\"dtype\": \"fp16-out\"", "\"x\": 0");
  CHECK(spec16_throws(f32in, "", "inputs of float32 and an output of float16 make no case dtype"));
  CHECK(spec16_throws(kGemm16, "", "no correctness tolerance for math mode fp16 (correctness_rtol",
                      RtolTable{{"fp32", 1e-4}, {"tf32", 5e-3}}));
  CHECK(spec16_throws(replace(kGemm16, "\"bytes\": 4096", "\"bytes\": 8192"), "", "shape [64, 32] of float16 is 4096 bytes"));
  CHECK(spec16_throws(replace(kGemm16, "\"bytes\": 4096", "\"bytes\": 4097"), "", "multiple of 2 (float16)"));

  // an fp16 convolution in NHWC: the filter's layout from its shape, cuDNN's output always half
  std::string conv16 = R"({"kernel_id": "r0003", "case_id": "c16",
    "case": {"kind": "conv2d", "dtype": "fp16", "params": {"N": 2, "H": 8, "W": 8, "CO": 16, "CI": 4, "KH": 3, "KW": 3, "stride": 1, "padding": 1, "layout": "NHWC"}},
    "cubin": "k.cubin", "launches": [{"name": "k", "grid": [1,1,1], "block": [32,1,1], "dynamic_shared_bytes": 0, "params": ["data", "kernel", "out"]}],
    "buffers": [{"name": "data", "shape": [2, 8, 8, 4], "dtype": "float16", "role": "input", "bytes": 1024, "file": "d"},
                {"name": "kernel", "shape": [3, 3, 4, 16], "dtype": "float16", "role": "input", "bytes": 1152, "file": "k"},
                {"name": "out", "shape": [2, 8, 8, 16], "dtype": "float32", "role": "output", "bytes": 8192, "file": "o"}],
    "flops": 147456})";
  Spec c = spec16(conv16, "");
  CHECK(c.case_dtype == "fp16" && c.layout == "NHWC" && c.filter_layout.empty() && c.gate_mode == "fp16");
  Spec cb = spec16(conv16, "cudnn-fp16");
  CHECK(cb.filter_layout == "HWIO" && cb.math_mode == "fp16" && cb.output_dtype == "float16" && cb.gate_mode == "fp16-out");
  CHECK(cb.rtol == 2e-3 && cb.input_dtype == "float16");
  Spec ck = spec16(replace(conv16, "[3, 3, 4, 16]", "[16, 3, 3, 4]"), "cudnn-fp16");
  CHECK(ck.filter_layout == "OHWI");
  CHECK(spec16_throws(replace(conv16, "[3, 3, 4, 16]", "[16, 4, 3, 3]"), "cudnn-fp16",
                      "the kernel buffer of an NHWC convolution must be OHWI [16, 3, 3, 4] or HWIO [3, 3, 4, 16], not [16, 4, 3, 3]"));
  CHECK(spec16_throws(replace(conv16, "[2, 8, 8, 4]", "[2, 4, 8, 8]"), "cudnn-fp16",
                      "the data buffer of an NHWC convolution must be [2, 8, 8, 4], not [2, 4, 8, 8]"));
  // the layout is the case's (NCHW where absent), independent of the dtype
  CHECK(spec16_throws(replace(conv16, ", \"layout\": \"NHWC\"", ""), "cudnn-fp16",
                      "the data buffer of an NCHW convolution must be [2, 4, 8, 8], not [2, 8, 8, 4]"));
  CHECK(spec16_throws(replace(conv16, "\"NHWC\"", "\"NWHC\""), "", "layout of a convolution must be NCHW or NHWC, not NWHC"));
  // an fp32 convolution in NHWC: the fp32 baselines, the filter reordered as for fp16
  std::string conv32 = replace(replace(replace(replace(replace(conv16, "\"dtype\": \"fp16\", ", ""),
      "\"dtype\": \"float16\", \"role\": \"input\", \"bytes\": 1024", "\"dtype\": \"float32\", \"role\": \"input\", \"bytes\": 2048"),
      "\"dtype\": \"float16\", \"role\": \"input\", \"bytes\": 1152", "\"dtype\": \"float32\", \"role\": \"input\", \"bytes\": 2304"),
      "r0003", "r0004"), "c16", "c32");
  Spec n32 = spec16(conv32, "cudnn-tf32");
  CHECK(n32.case_dtype == "fp32" && n32.layout == "NHWC" && n32.filter_layout == "HWIO" && n32.output_dtype == "float32");
  CHECK(n32.gate_mode == "tf32" && n32.rtol == 5e-3);
  CHECK(spec16_throws(conv16, "cudnn-tf32", "no baseline 'cudnn-tf32' for a conv2d case of dtype fp16 (cudnn-fp16)"));
}

// ------------------------------------------------------------------ the record against the contract
static PointResult sample_point() {
  PointResult r;
  r.id = "r0001";
  r.case_id = "case7";
  r.kind = "tuned";
  r.cap_label = "700W";
  r.timestamp = "2026-01-01T00:00:00Z";
  r.method = "counter";
  r.power_source = "nvml_field_power_instant";
  r.gpu.name = "synthetic";
  r.gpu.uuid = "GPU-00000000-0000-0000-0000-000000000000";
  r.gpu.serial = "0";
  r.gpu.compute_capability = "9.0";
  r.gpu.multiprocessors = 132;
  r.gpu.max_sm_clock_mhz = 1980;
  r.gpu.max_mem_clock_mhz = 2619;
  r.gpu.memory_bus_width_bits = 5120;
  r.gpu.l2_bytes = 52428800;
  r.limits.enforced = 700;
  r.rel_error = 1e-7;
  r.rtol = contract::kRtolFp32;
  r.flops = 2727346176;
  r.bytes_per_launch = 20649984;
  r.tuned_time_s = 4.8e-4;
  for (int i = 0; i < 5; ++i) {
    WindowResult w;
    w.time_per_launch_s = 4.7e-4 * (1 + 0.0002 * i);
    w.power_w = 600 + 0.2 * i;
    w.energy_per_launch_mj = w.power_w * w.time_per_launch_s * 1e3;
    w.sampled_power_w = 601 + i;
    w.sampled_energy_per_launch_mj = w.sampled_power_w * w.time_per_launch_s * 1e3;
    r.windows.push_back(w);
  }
  r.windows_s = 2.6;
  r.cold_idle = {72.5, 72.7, 2.0, 0.1, 40, "counter_window_before_cuinit"};
  r.hot_idle = {131.0, 131.5, 0.5, 0.1, 60, "counter_window_after_load"};
  r.steady = true;
  r.timeline_t_s = {0.0, 0.02, 0.04};
  r.timeline_power_w = {80, 400, 600};
  r.timeline_rate_hz = 50;
  r.meta = {{"runner", "native"}};
  r.seconds = 5.1;
  return r;
}

static std::string sample_record() {
  Spec spec;  // a tuned fp32 kernel: the defaults
  return record_json(sample_point(), [&](Json& j) {
    describe_workload_head(j, "cubin", spec);
    j.key("launches").begin_arr().end_arr();
  });
}

static void flatten(const JsonValue& v, const std::string& prefix, std::vector<std::string>& out) {
  for (const auto& kv : v.object("record")) {
    std::string path = prefix + kv.first;
    bool open = false;
    for (const char* o : contract::kRecordOpenObjects) open |= path == o;
    if (open) {
      bool named = false;
      for (const char* f : contract::kRecordFields) {
        std::string fs = f;
        if (fs.rfind(path + ".", 0) == 0) {
          named = true;
          if (kv.second.find(fs.substr(path.size() + 1))) out.push_back(fs);
        }
      }
      if (!named) out.push_back(path);
    } else if (kv.second.type() == JsonValue::Type::Object) {
      flatten(kv.second, path + ".", out);
    } else {
      out.push_back(path);
    }
  }
}

static void check_contract_fields(const JsonValue& rec) {
  std::vector<std::string> have;
  flatten(rec, "", have);
  std::vector<std::string> want(std::begin(contract::kRecordFields), std::end(contract::kRecordFields));
  for (const auto& f : want)
    if (std::find(have.begin(), have.end(), f) == have.end()) {
      std::fprintf(stderr, "record lacks %s\n", f.c_str());
      ++failures;
    }
  for (const auto& f : have)
    if (std::find(want.begin(), want.end(), f) == want.end()) {
      std::fprintf(stderr, "record has %s, which the contract does not name\n", f.c_str());
      ++failures;
    }
  CHECK(rec.at("schema", "r").string("r") == contract::kRecordSchema);
}

static void test_record_matches_the_contract() {
  JsonValue rec = JsonValue::parse(sample_record(), "record");
  check_contract_fields(rec);
  PointResult pt = sample_point();
  double above = 0;
  for (const auto& w : pt.windows) above += (w.power_w - pt.hot_idle.power_w) * w.time_per_launch_s * 1e3 / pt.windows.size();
  CHECK_NEAR(rec.at("energy_above_hot_idle_per_launch_mj", "r").number("r"), above, 1e-6 * above);
  CHECK(!rec.at("flagged", "r").boolean("r"));
  CHECK(rec.at("power_timeline", "r").at("t_s", "r").array("r").size() == 3);
  CHECK(rec.at("protocol", "r").at("window_s", "r").number("r") == contract::Protocol{}.window_s);
  CHECK(rec.at("gpu", "r").at("vbios_version", "r").is_null());  // unreported: null, never a made-up value
}

// ------------------------------------------------------------------ the in-process library's inputs and record
static const char* kGraphPoint = R"({"id": "conv1", "case_id": "resnet50", "kind": "layer", "cap_label": "700W",
  "math_mode": "fp16", "description": {"op": "conv2d", "shape": [1, 64, 56, 56], "cudnn": true}, "flops": 1.2e9,
  "bytes_per_launch": null, "gate": {"rel_error": 1e-3, "rtol": 1e-2, "passed": true}, "meta": {"runner": "torch"},
  "cold_idle": {"power_w": 71.5, "sampled_power_w": null, "window_s": 2.1, "temperature_c": 33,
                "method": "counter_window_in_process_before_load", "update_period_ms": 100}})";

static PointResult sample_graph_point(GraphPoint& gp) {
  gp = parse_graph_point(R"({"window_s": 0.25})", kGraphPoint, 100);
  PointResult r = sample_point();  // the measured values, as measure_workload returns them
  r.runs_per_graph = 4;            // the caller's graph launched 4 times per replay slot
  r.graph_replays = 50;
  r.cold_idle = *gp.cold_idle;
  apply_graph_point(r, gp);
  return r;
}

static std::string sample_graph_record() {
  GraphPoint gp;
  PointResult r = sample_graph_point(gp);
  return graph_record_json(r, gp);
}

static bool invalid(const std::string& options, const std::string& point, long long runs, const std::string& needle) {
  try {
    parse_graph_point(options, point, runs);
  } catch (const std::invalid_argument& e) {
    if (std::string(e.what()).find(needle) != std::string::npos) return true;
    std::fprintf(stderr, "message '%s' lacks '%s'\n", e.what(), needle.c_str());
    return false;
  }
  std::fprintf(stderr, "no error for options %s point %s\n", options.c_str(), point.c_str());
  return false;
}

static bool invalid_callback(const std::string& options, const std::string& point, long long runs,
                             const std::string& needle) {
  try {
    parse_callback_point(options, point, runs);
  } catch (const std::invalid_argument& e) {
    if (std::string(e.what()).find(needle) != std::string::npos) return true;
    std::fprintf(stderr, "message '%s' lacks '%s'\n", e.what(), needle.c_str());
    return false;
  }
  std::fprintf(stderr, "no error for options %s point %s\n", options.c_str(), point.c_str());
  return false;
}

static void test_graph_point() {
  GraphPoint d = parse_graph_point("", "", 1);  // every field optional
  CHECK(d.id == "graph" && d.kind == "graph" && d.math_mode == "unspecified" && !d.gate_passed && !d.cold_idle);
  CHECK(d.protocol.window_s == contract::Protocol{}.window_s && d.protocol.l2 == "hot");
  GraphPoint gp = parse_graph_point(R"({"window_s": 0.25, "min_windows": 6, "method": "counter"})", kGraphPoint, 100);
  CHECK(gp.protocol.window_s == 0.25 && gp.protocol.min_windows == 6 && gp.protocol.method == "counter");
  CHECK(gp.runs_per_replay == 100 && gp.id == "conv1" && gp.kind == "layer" && gp.gate_passed && *gp.gate_passed);
  CHECK(std::isnan(gp.bytes_per_launch) && gp.flops == 1.2e9 && gp.meta.size() == 1);
  CHECK(gp.cold_idle && gp.cold_idle->power_w == 71.5 && std::isnan(gp.cold_idle->sampled_power_w));
  CHECK_NEAR(gp.cold_idle->update_period_s, 0.1, 1e-12);
  // bad input: a clear message naming what is wrong
  CHECK(invalid(R"({"window": 1})", "", 1, "options: unknown setting 'window'"));
  CHECK(invalid(R"({"window_s": "1"})", "", 1, "options: window_s must be a non-negative number"));
  CHECK(invalid(R"({"min_windows": 4.5})", "", 1, "options: min_windows must be an integer"));
  CHECK(invalid(R"({"min_windows": 1})", "", 1, "--min-windows must be >= 2"));
  CHECK(invalid(R"({"method": "guess"})", "", 1, "options: method must be one of auto|counter|sampled"));
  CHECK(invalid(R"({"l2": "cold"})", "", 1, "l2 must be hot for a caller's graph"));
  CHECK(invalid("[1]", "", 1, "options: not a JSON object"));
  CHECK(invalid("{", "", 1, "options: invalid JSON"));
  CHECK(invalid("", "", 0, "runs_per_replay must be >= 1"));
  CHECK(invalid("", R"({"name": "x"})", 1, "point: unknown field 'name'"));
  CHECK(invalid("", R"({"id": ""})", 1, "id must not be empty"));
  CHECK(invalid("", R"({"id": 3})", 1, "point: id must be a string"));
  CHECK(invalid("", R"({"meta": {"k": 1}})", 1, "point: meta.k must be a string"));
  CHECK(invalid("", R"({"gate": {"passed": "yes"}})", 1, "gate.passed must be true, false or null"));
  CHECK(invalid("", R"({"cold_idle": {"power_w": 70}})", 1, "needs a positive power_w and a method"));
  // the idle result round-trips through the library's JSON
  IdleResult i{72.25, 72.5, 2.0, 0.1, 40, "counter_window_in_process_before_load"};
  IdleResult back = idle_from_json(JsonValue::parse(idle_json(i), "idle"), "idle");
  CHECK(back.power_w == i.power_w && back.sampled_power_w == i.sampled_power_w && back.method == i.method);
  CHECK_NEAR(back.update_period_s, i.update_period_s, 1e-12);
}

static void test_graph_record_matches_the_contract() {
  JsonValue rec = JsonValue::parse(sample_graph_record(), "graph record");
  check_contract_fields(rec);
  const JsonValue& wl = rec.at("workload", "r");
  CHECK(wl.at("type", "r").string("r") == "cuda-graph" && wl.at("math_mode", "r").string("r") == "fp16");
  CHECK(wl.at("runs_per_replay", "r").integer("r") == 100);
  CHECK(wl.at("description", "r").at("shape", "r").array("r").size() == 4);
  CHECK(wl.at("description", "r").at("cudnn", "r").boolean("r"));
  CHECK(rec.at("launch", "r").at("runs_per_graph", "r").integer("r") == 100);
  CHECK(rec.at("launch", "r").at("graph_replays", "r").integer("r") == 200);  // 50 slots x 4 launches
  CHECK(rec.at("launch", "r").at("cuda_graph", "r").boolean("r"));
  CHECK(rec.at("gate", "r").at("passed", "r").boolean("r") && rec.at("kind", "r").string("r") == "layer");
  CHECK(rec.at("idle", "r").at("cold", "r").at("method", "r").string("r") ==
        std::string("counter") + kInProcessIdleSuffix);
  CHECK(rec.at("meta", "r").at("runner", "r").string("r") == "torch");
  CHECK(rec.at("tuned_time_ms", "r").is_null() && rec.at("bytes_per_launch", "r").is_null());
  GraphPoint ungated = parse_graph_point("", "", 1);
  PointResult r = sample_point();
  apply_graph_point(r, ungated);
  JsonValue plain = JsonValue::parse(graph_record_json(r, ungated), "r");
  CHECK(plain.at("gate", "r").at("passed", "r").is_null());  // no gate: null, never a claimed pass
  CHECK(plain.at("workload", "r").at("description", "r").is_null());
}

// A callback of the caller (ed_measure_callback): counts its calls, fails where told to.
struct CallbackState {
  int calls = 0;
  int fail_at = 0;  // 0: never
};
static int counting_callback(void* user) {
  auto* st = static_cast<CallbackState*>(user);
  ++st->calls;
  return st->calls == st->fail_at ? 7 : 0;
}

static void test_caller_callback() {
  CallbackState st;
  for (long long i = 1; i <= 3; ++i) call_caller(counting_callback, &st, i);
  CHECK(st.calls == 3);
  st = CallbackState{0, 2};
  call_caller(counting_callback, &st, 1);
  bool thrown = false;
  try {
    call_caller(counting_callback, &st, 2);
  } catch (const CallbackFailed& e) {
    thrown = std::string(e.what()) == "the caller's callback returned 7 at call 2 (its work failed; nothing was measured)";
    if (!thrown) std::fprintf(stderr, "message: %s\n", e.what());
  }
  CHECK(thrown && st.calls == 2);
}

static void test_callback_point_and_record() {
  GraphPoint d = parse_callback_point("", "", 1);
  CHECK(d.workload == kWorkloadCallback && d.kind == "callback" && d.id == "graph");
  GraphPoint named = parse_callback_point("", R"({"kind": "whole"})", 1);
  CHECK(named.kind == "whole");  // a kind given is kept
  CHECK(invalid_callback("", "", 0, "runs_per_call must be >= 1"));
  CHECK(invalid_callback(R"({"l2": "cold"})", "", 1, "l2 must be hot"));
  CHECK(invalid_callback("", R"({"graph": 1})", 1, "point: unknown field 'graph'"));
  GraphPoint gp = parse_callback_point(R"({"window_s": 0.25})", kGraphPoint, 4);
  PointResult r = sample_point();
  r.runs_per_graph = 3;  // the protocol called the callback 3 times per replay slot
  r.graph_replays = 50;
  apply_graph_point(r, gp);
  JsonValue rec = JsonValue::parse(graph_record_json(r, gp), "callback record");
  check_contract_fields(rec);
  const JsonValue& wl = rec.at("workload", "r");
  CHECK(wl.at("type", "r").string("r") == "callback" && wl.at("runs_per_call", "r").integer("r") == 4);
  CHECK(wl.find("runs_per_replay") == nullptr);
  CHECK(rec.at("launch", "r").at("graph_replays", "r").integer("r") == 150);  // calls of the callback
  CHECK(rec.at("launch", "r").at("runs_per_graph", "r").integer("r") == 4);
  CHECK(!rec.at("launch", "r").at("cuda_graph", "r").boolean("r"));
}

// ------------------------------------------------------------------ tensor map parameters
// An fp16 GEMM (M 256, N 128, K 128) whose first parameter is a TMA descriptor over A ([M, K] row-major:
// K innermost), as TVM's Hopper kernels take it.
static const char* kTmaGemm = R"({"kernel_id": "r0003", "case_id": "g16",
  "case": {"kind": "gemm", "params": {"M": 256, "N": 128, "K": 128, "layout": "NN", "dtype": "fp16"}},
  "cubin": "k.cubin", "launches": [{"name": "k", "grid": [2,1,1], "block": [128,1,1], "dynamic_shared_bytes": 0,
    "params": [{"name": "A_map", "tensormap": {"buffer": "A", "dtype": "float16", "rank": 2,
                 "global_dims": [128, 256], "global_strides_bytes": [256], "box_dims": [64, 128],
                 "element_strides": [1, 1], "interleave": 0, "swizzle": 3, "l2_promotion": 3, "oob_fill": 0}},
               "B", "C"]}],
  "buffers": [{"name": "A", "shape": [256, 128], "dtype": "float16", "role": "input", "bytes": 65536, "file": "a"},
              {"name": "B", "shape": [128, 128], "dtype": "float16", "role": "input", "bytes": 32768, "file": "b"},
              {"name": "C", "shape": [256, 128], "dtype": "float32", "role": "output", "bytes": 131072, "file": "c"}],
  "flops": 8388608})";

static void test_spec_tensormap_params() {
  Spec s = spec16(kTmaGemm, "");
  const LaunchSpec& l = s.launches.at(0);
  CHECK(l.params.size() == 3 && l.has_tensormaps());
  const LaunchParam& p = l.params[0];
  CHECK(p.is_tensormap && p.name == "A_map" && p.buffer == "A");
  const TensorMapSpec& t = p.tensormap;
  CHECK(t.buffer == "A" && t.dtype == "float16" && t.element_bytes == 2 && t.rank == 2);
  CHECK((t.global_dims == std::vector<unsigned long long>{128, 256}));
  CHECK((t.global_strides_bytes == std::vector<unsigned long long>{256}));
  CHECK((t.box_dims == std::vector<unsigned>{64, 128}) && (t.element_strides == std::vector<unsigned>{1, 1}));
  CHECK(t.interleave == 0 && t.swizzle == 3 && t.l2_promotion == 3 && t.oob_fill == 0);
  CHECK(!l.params[1].is_tensormap && l.params[1].name == "B" && l.params[1].buffer == "B" && l.params[2].name == "C");
  CHECK(tensormap_dtype_bytes("bfloat16") == 2 && tensormap_dtype_bytes("float32") == 4 && tensormap_dtype_bytes("int8") == 0);
  // rank 1 (no strides) and a float32 map over the output
  const std::string c_map = R"({"name": "C_map", "tensormap": {"buffer": "C", "dtype": "float32", "rank": 1,
      "global_dims": [32768], "global_strides_bytes": [], "box_dims": [32], "element_strides": [1],
      "interleave": 0, "swizzle": 0, "l2_promotion": 0, "oob_fill": 1}})";
  Spec c = spec16(replace(kTmaGemm, "\"C\"]}]", c_map + "]}]"), "");
  CHECK(c.launches[0].params[2].is_tensormap && c.launches[0].params[2].tensormap.global_strides_bytes.empty());

  auto bad = [&](const std::string& from, const std::string& to, const std::string& needle) {
    const std::string text = replace(kTmaGemm, from, to);
    if (text == kTmaGemm) {
      std::fprintf(stderr, "test text not found: %s\n", from.c_str());
      return false;
    }
    return spec16_throws(text, "", needle);
  };
  const std::string at = "/x/r0002/kernel.json: launches[0].params[0] (A_map): ";
  CHECK(bad("\"buffer\": \"A\"", "\"buffer\": \"Z\"", at + "tensormap.buffer Z is not one of the buffers"));
  CHECK(bad("\"dtype\": \"float16\", \"rank\"", "\"dtype\": \"float32\", \"rank\"",
            at + "tensormap.dtype is float32, but buffer A is float16"));
  CHECK(bad("\"dtype\": \"float16\", \"rank\"", "\"dtype\": \"int8\", \"rank\"",
            "tensormap.dtype int8 is not float16, bfloat16 or float32"));
  CHECK(bad("\"rank\": 2", "\"rank\": 6", at + "tensormap.rank is 6, not 1..5"));
  CHECK(bad("\"rank\": 2", "\"rank\": 0", "tensormap.rank is 0, not 1..5"));
  CHECK(bad("\"rank\": 2", "\"rank\": 3", "tensormap.global_dims has 2 values; rank 3 needs 3"));
  CHECK(bad("\"rank\": 2", "\"rank\": 3", "tensormap.global_strides_bytes has 1 values; rank 3 needs 2"));
  CHECK(bad("\"rank\": 2", "\"rank\": 3", "tensormap.box_dims has 2 values; rank 3 needs 3"));
  CHECK(bad("\"element_strides\": [1, 1]", "\"element_strides\": [1]", "tensormap.element_strides has 1 values; rank 2 needs 2"));
  CHECK(bad("\"element_strides\": [1, 1]", "\"element_strides\": [1, 9]", "tensormap.element_strides[1] is 9, not 1..8"));
  CHECK(bad("\"box_dims\": [64, 128]", "\"box_dims\": [64, 300]", at + "tensormap.box_dims[1] is 300, not 1..256"));
  CHECK(bad("\"box_dims\": [64, 128]", "\"box_dims\": [0, 128]", "tensormap.box_dims[0] is 0, not 1..256"));
  CHECK(bad("\"box_dims\": [64, 128]", "\"box_dims\": [4, 128]",
            "tensormap.box_dims[0] is 4 float16 = 8 bytes, not a multiple of 16"));
  CHECK(bad("\"box_dims\": [64, 128]", "\"box_dims\": [128, 128]",
            "tensormap.box_dims[0] is 128 float16 = 256 bytes, more than the 128-byte span of swizzle 3"));
  CHECK(bad("\"global_dims\": [128, 256]", "\"global_dims\": [128, 512]",
            at + "tensormap.global_dims [128, 512] of float16 are 131072 bytes, more than the 65536 of buffer A"));
  CHECK(bad("\"global_dims\": [128, 256]", "\"global_dims\": [0, 256]", "tensormap.global_dims[0] is 0, not 1..4294967296"));
  CHECK(bad("\"global_strides_bytes\": [256]", "\"global_strides_bytes\": [264]",
            at + "tensormap.global_strides_bytes[0] is 264, not a multiple of 16"));
  CHECK(bad("\"global_strides_bytes\": [256]", "\"global_strides_bytes\": [512]",
            "tensormap.global_dims [128, 256] with global_strides_bytes [512] reach byte 130816, past the 65536 of buffer A"));
  CHECK(bad("\"global_strides_bytes\": [256]", "\"global_strides_bytes\": [\"256\"]",
            "tensormap.global_strides_bytes[0] must be an integer, not a string"));
  CHECK(bad("\"global_strides_bytes\": [256]", "\"global_strides_bytes\": 256",
            "tensormap.global_strides_bytes must be an array, not a number"));
  CHECK(bad("\"swizzle\": 3", "\"swizzle\": 7", at + "tensormap.swizzle is 7, not 0..6"));
  CHECK(bad("\"interleave\": 0", "\"interleave\": 3", "tensormap.interleave is 3, not 0..2"));
  CHECK(bad("\"interleave\": 0", "\"interleave\": 1", "tensormap.interleave 1 needs rank 3 or more, not 2"));
  CHECK(bad("\"l2_promotion\": 3", "\"l2_promotion\": 4", "tensormap.l2_promotion is 4, not 0..3"));
  CHECK(bad("\"oob_fill\": 0", "\"oob_fill\": 2", "tensormap.oob_fill is 2, not 0..1"));
  CHECK(bad("\"oob_fill\": 0", "\"oob_fill\": 0.5", "tensormap.oob_fill must be an integer, not a fraction"));
  CHECK(bad(", \"oob_fill\": 0", "", at + "tensormap.oob_fill is missing"));
  CHECK(bad("\"swizzle\": 3", "\"swizle\": 3", "tensormap.swizle is not a tensor map field (buffer, dtype, rank"));
  CHECK(bad("\"swizzle\": 3", "\"swizle\": 3", "tensormap.swizzle is missing"));
  CHECK(bad("{\"name\": \"A_map\", ", "{", "launches[0].params[0]: name must be the parameter's name (a non-empty string), not missing"));
  CHECK(bad("\"name\": \"A_map\"", "\"name\": \"\"", "name must be the parameter's name (a non-empty string), not an empty string"));
  CHECK(bad("\"name\": \"A_map\"", "\"name\": \"A_map\", \"kind\": 1", "'kind' is not a field of a tensor map parameter"));
  CHECK(bad("\"tensormap\": {", "\"map\": {", at + "tensormap must be an object, not missing"));
  CHECK(bad("\"B\", \"C\"", "\"B\", 7", "launches[0].params[2]: expected a buffer name (a string) or a tensor map (an object), found a number"));
  CHECK(bad("\"B\", \"C\"", "\"B\", \"D\"", "parameter D is not one of the buffers"));
  // every problem is a line of its own
  try {
    spec16(replace(replace(kTmaGemm, "\"swizzle\": 3", "\"swizzle\": 9"), "\"buffer\": \"A\"", "\"buffer\": \"Z\""), "");
    CHECK(false);
  } catch (const std::runtime_error& e) {
    const std::string m = e.what();
    CHECK(std::count(m.begin(), m.end(), '\n') == 1);
    CHECK(m.find(at + "tensormap.swizzle is 9, not 0..6") == 0);
    CHECK(m.find("\n" + at + "tensormap.buffer Z is not one of the buffers") != std::string::npos);
  }

  // the record's description: the maps of a launch that has any, nothing for pointer-only launches
  Json j;
  j.begin_obj();
  describe_tensormaps(j, l);
  j.end_obj();
  JsonValue d = JsonValue::parse(j.text(), "d");
  const auto& maps = d.at("tensormaps", "d").array("d");
  CHECK(maps.size() == 1);
  CHECK(maps[0].at("param", "d").integer("d") == 0 && maps[0].at("name", "d").string("d") == "A_map");
  CHECK(maps[0].at("buffer", "d").string("d") == "A" && maps[0].at("dtype", "d").string("d") == "float16");
  CHECK(maps[0].at("box_dims", "d").array("d").size() == 2 && maps[0].at("box_dims", "d").array("d")[1].integer("d") == 128);
  CHECK(maps[0].at("global_strides_bytes", "d").array("d")[0].integer("d") == 256);
  CHECK(maps[0].at("swizzle", "d").integer("d") == 3 && maps[0].at("l2_promotion", "d").integer("d") == 3);
  Json none;
  none.begin_obj();
  describe_tensormaps(none, spec16(kGemm16, "").launches[0]);
  none.end_obj();
  CHECK(none.text() == "{}");
}

int main(int argc, char** argv) {
  if (argc == 3 && std::string(argv[1]) == "--sample-record") {
    write_file_atomic(argv[2], sample_record() + "\n");
    return 0;
  }
  if (argc == 3 && std::string(argv[1]) == "--sample-graph-record") {
    write_file_atomic(argv[2], sample_graph_record() + "\n");
    return 0;
  }
  test_stats();
  test_window_joiner();
  test_counter_windows_constant_power();
  test_naive_window_is_biased();
  test_counter_windows_step();
  test_counter_backwards_throws();
  test_sampled_windows();
  test_graph_size();
  test_relative_error();
  test_half_to_float();
  test_relative_error_by_dtype();
  test_json_and_atomic_write();
  test_t_quantile_and_ci();
  test_steady_state_unit();
  test_pick_fastest();
  test_graph_resize_and_queue_depth();
  test_steady_state_waits_for_power_and_temperature();
  test_noise_stop();
  test_window_alignment_any_phase();
  test_idle_accounting();
  test_cv_flag();
  test_throttle_and_l2();
  test_json_parser();
  test_spec_from_kernel_json();
  test_spec_dtypes();
  test_spec_tensormap_params();
  test_record_matches_the_contract();
  test_graph_point();
  test_graph_record_matches_the_contract();
  test_caller_callback();
  test_callback_point_and_record();
  if (failures) {
    std::fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  std::printf("all protocol tests passed\n");
  return 0;
}
